// What the teacher says over each demo video. A cue starts when the stroke it talks about starts:
// `op` is the index in the demo's stroke log (see the demo functions in apps/server/src/db/seed/),
// `end` is the finished drawing held on screen. lesson-videos.mjs turns them into WebVTT.

export const captionScripts = {
  cube: [
    {
      op: 0,
      text: 'We start with the horizon, then light guide lines out to two vanishing points.',
    },
    { op: 5, text: 'Every edge that is not vertical runs to one of those two points.' },
    { op: 9, text: 'Now the contour, firmer, over the guides: nearest corner first.' },
    { op: 19, text: 'Value goes on its own layer. The lit side gets one light layer of hatching.' },
    { op: 50, text: 'The shadow side gets two crossing layers: darker, but still see-through.' },
    { op: 90, text: 'The cast shadow is darkest where the cube meets the table.' },
    { op: 'end', text: 'Three planes, three values, one light. Now try it on your own cube.' },
  ],
  sphere: [
    { op: 0, text: 'A light circle first. Draw it in one motion from the shoulder.' },
    { op: 1, text: 'The terminator: where the light turns away from the ball.' },
    { op: 5, text: 'Shade the shadow side with strokes that curve around the form.' },
    { op: 21, text: 'The cast shadow: darkest at the contact, softer as it leaves the ball.' },
    { op: 'end', text: 'Keep the light side paper-white: the shadows make it glow.' },
  ],
  head: [
    { op: 0, text: 'The Loomis head starts as a ball, with the side plane cut off.' },
    {
      op: 4,
      text: 'Centre and brow lines wrap around the ball; the jaw hangs from the side plane.',
    },
    { op: 8, text: 'The features go on a new layer, placed on those lines.' },
    { op: 16, text: 'Shade the planes that turn away from the light, keep the rest clean.' },
    { op: 'end', text: 'Structure first, features second: every head you draw starts here.' },
  ],
  gesture: [
    { op: 0, text: 'Each gesture starts with the line of action, in one sweep.' },
    { op: 2, text: 'The masses go on top: ribcage, pelvis, the head.' },
    { op: 9, text: 'Second pose: line of action first again, then hang the masses on it.' },
    { op: 17, text: 'Third pose: push the curve further than you see it. Limbs are simple tubes.' },
    { op: 'end', text: 'Thirty seconds each: movement matters more than accuracy.' },
  ],
  botanical: [
    { op: 0, text: 'One confident line for the stem. Do not sketch it, commit.' },
    { op: 2, text: 'A leaf is two curves meeting at the tip; veins go on a layer, thinner.' },
    { op: 13, text: 'Next leaf: the same two curves, turned a little.' },
    { op: 24, text: 'Vary the angles so the leaves do not march in step.' },
    { op: 46, text: 'Finally one open flower, petal by petal.' },
    { op: 'end', text: 'Thick line for the outside, thin for the inside: that is most of ink.' },
  ],
  landscape: [
    { op: 0, text: 'Flood the sky with one pale wash, and place the sun.' },
    { op: 3, text: 'Warm light near the horizon, painted in wide, wet strokes.' },
    { op: 8, text: 'The far hills: pale, cool and soft. Air sits between us and them.' },
    { op: 10, text: 'The middle distance is a little darker and a little greener.' },
    { op: 12, text: 'The nearest hills carry the strongest colour of the picture.' },
    { op: 15, text: 'Details on a layer of their own: trees along the ridge with a brush pen.' },
    { op: 83, text: 'Each tree is a trunk first, then branches that shorten towards the tip.' },
    {
      op: 168,
      text: 'Blue strokes of water catch the sky; a few fine marks finish the foreground.',
    },
    { op: 'end', text: 'Light to dark, far to near. Three distances read as depth.' },
  ],
  street: [
    { op: 0, text: 'The horizon first: it sits at eye level, right across the page.' },
    { op: 1, text: 'Rule the nearest vertical edge, then the roof and base lines to both points.' },
    { op: 5, text: 'Floor lines run to the left vanishing point.' },
    { op: 10, text: 'Windows sit on those same lines, so they shrink as the wall recedes.' },
    { op: 35, text: 'The other wall: its edges run to the right vanishing point.' },
    { op: 43, text: 'Windows again, lined up on the guides. No guessing.' },
    { op: 69, text: 'Shade the wall that faces away from the light, on its own layer.' },
    { op: 104, text: 'Two firmer strokes at the base set the building on the street.' },
    { op: 'end', text: 'Vertical, or to a vanishing point: every line has a job.' },
  ],
  colour: [
    { op: 0, text: 'A nine-step value scale, from white to the darkest dark.' },
    { op: 9, text: 'Now a hue ring: twelve hues at the same strength, in order.' },
    { op: 16, text: 'Opposites on the ring are complements: they make each other vivid.' },
    { op: 22, text: 'A sphere, lit by a warm light.' },
    { op: 25, text: 'The shadow is cool and transparent, following the form. One soft highlight.' },
    { op: 'end', text: 'Warm light, cool shadow: colour can do the work of value.' },
  ],
  sprite: [
    { op: 0, text: 'A sixteen by sixteen grid, one block at a time: the outline first.' },
    { op: 8, text: 'Skin tone next, with the dark outline kept one pixel wide.' },
    { op: 31, text: 'Clothes in two colours. Four colours are enough for a hero.' },
    { op: 44, text: 'A yellow belt buckle: the one bright accent.' },
    { op: 55, text: 'Boots close the silhouette. It should read even at actual size.' },
    { op: 60, text: 'Ground tiles on their own layer: grass over earth.' },
    { op: 73, text: 'The same tile repeated. Its edges must meet without a seam.' },
    { op: 'end', text: 'A limited palette and clean edges: that is what makes a sprite read.' },
  ],
  panels: [
    { op: 0, text: 'Four panel borders, thick and square, before anything inside them.' },
    { op: 4, text: 'Stage each panel in quick strokes: who is where, and the camera.' },
    { op: 14, text: 'Lighter lines for the background. It only has to say where we are.' },
    { op: 21, text: 'The close-up panel gets the heaviest lines: it is the beat of the page.' },
    { op: 30, text: 'Balloons go on their own layer. Leave room for the words first.' },
    { op: 'end', text: 'Thumbnails are for telling the story, not for pretty drawings.' },
  ],
};

/** Cues shorter than this cannot be read. */
const MIN_CUE_SEC = 1.5;

/** Each cue's time in the video: from where its stroke starts to where the next cue starts. */
export function cueTimes(cues, starts, seconds) {
  const at = (op) => (op === 'end' ? starts[starts.length - 1] : starts[op]);
  return cues.map((cue, i) => {
    const start = i === 0 ? 0 : at(cue.op);
    const end = i + 1 < cues.length ? at(cues[i + 1].op) : seconds;
    if (start === undefined || end === undefined || end - start < MIN_CUE_SEC) {
      throw new Error(`Cue "${cue.text}" has no room in the video (${start}–${end} s)`);
    }
    return { start, end, text: cue.text };
  });
}

const stamp = (sec) => {
  const ms = Math.round(sec * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

export const webVtt = (cues) =>
  'WEBVTT\n\n' +
  cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}\n`).join('\n');
