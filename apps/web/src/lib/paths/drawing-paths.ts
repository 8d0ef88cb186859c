/** Where a drawing opens: on the board to draw on, or in its replay to watch. */
export const drawingPaths = {
  open: (id: string) => `/canvas?drawing=${encodeURIComponent(id)}`,
  replay: (id: string) => `/drawings/${encodeURIComponent(id)}/replay`,
};
