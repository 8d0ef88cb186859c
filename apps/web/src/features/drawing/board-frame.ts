/** The view shrinks the board to the host's width; these classes dress the board element it creates. */
export const boardFrame =
  'flex justify-center [&>[data-board]]:rounded-box [&>[data-board]]:border [&>[data-board]]:border-base-300 [&>[data-board]]:shadow-lg [&>[data-board]]:focus-visible:outline-2 [&>[data-board]]:focus-visible:outline-offset-2 [&>[data-board]]:focus-visible:outline-primary';

/**
 * The /canvas board's place before the engine has made it (on the server's page, while the code
 * loads): the size the board takes, the engine's default document (2:1, 1000 px at most), drawn
 * as an empty sheet, so nothing below moves when the board arrives.
 */
export const emptyBoardFrame =
  '[&:empty]:mx-auto [&:empty]:aspect-[2/1] [&:empty]:w-full [&:empty]:max-w-[1000px] [&:empty]:rounded-box [&:empty]:border [&:empty]:border-base-300 [&:empty]:bg-white [&:empty]:shadow-lg';
