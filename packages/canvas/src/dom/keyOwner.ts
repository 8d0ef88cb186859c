/**
 * Which board on the page the sketchpad's keys are for when it shows several (a live room's board
 * beside one's own draw-along board): the one last pressed on or focused, else the newest. With
 * one board, that one.
 */
const boards: HTMLElement[] = [];
let chosen: HTMLElement | null = null;

export interface KeyClaim {
  /** The keys pressed now are this board's. */
  owns(): boolean;
  release(): void;
}

export function claimKeys(board: HTMLElement): KeyClaim {
  boards.push(board);
  const choose = () => {
    chosen = board;
  };
  board.addEventListener('pointerdown', choose, true);
  board.addEventListener('focusin', choose);
  return {
    owns: () => (chosen !== null && boards.includes(chosen) ? chosen : boards.at(-1)) === board,
    release() {
      boards.splice(boards.indexOf(board), 1);
      if (chosen === board) chosen = null;
      board.removeEventListener('pointerdown', choose, true);
      board.removeEventListener('focusin', choose);
    },
  };
}
