/** The view shrinks the board to the host's width; these classes dress the board element it creates. */
export const boardFrame =
  'flex justify-center [&>[data-board]]:rounded-box [&>[data-board]]:border [&>[data-board]]:border-base-300 [&>[data-board]]:shadow-lg [&>[data-board]]:focus-visible:outline-2 [&>[data-board]]:focus-visible:outline-offset-2 [&>[data-board]]:focus-visible:outline-primary';
