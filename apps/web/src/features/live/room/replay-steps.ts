import type { ChatMessage } from '@glossy/contract';

/**
 * A message's place on the replay's timeline. The room counts every op the board shows when it
 * was said; the replay counts marks, folding layer work into the mark after it (groupSteps), so
 * the ops before the message are counted again without their layer ops.
 */
export function onReplayTimeline(
  messages: readonly ChatMessage[],
  ops: readonly { t: string }[],
): ChatMessage[] {
  const marksBefore = [0];
  for (const op of ops) {
    marksBefore.push(marksBefore[marksBefore.length - 1]! + (op.t.startsWith('layer.') ? 0 : 1));
  }
  const last = marksBefore[marksBefore.length - 1]!;
  return messages.map((message) => ({
    ...message,
    step: marksBefore[message.step] ?? last,
  }));
}
