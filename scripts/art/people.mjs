// Who appears in the instructor and student portraits.
const B = { vermilion: '#E4572E', ochre: '#F3A712', cerulean: '#2E86AB', ink: '#1F1B2E', paper: '#FBF7F0', plum: '#6C3A5C', sage: '#7A9E7E' };

export const instructors = [
  { skin: '#8d5a3b', hair: 'afro', hairColor: '#1f1b2e', shirt: B.cerulean, collar: 'crew', bg: 'circle', palette: [B.ochre, B.vermilion, B.paper, B.ink], eyes: 'almond', acc: ['earrings'], accColors: { earrings: B.ochre } },
  { skin: '#f1c8a4', hair: 'long', hairColor: '#a23b2a', shirt: B.sage, collar: 'vneck', bg: 'leaves', palette: ['#f4e9dc', B.sage, '#a8c686', '#3f7a6a'], eyes: 'almond', freckles: true, acc: ['glasses'], accColors: { glasses: B.ink } },
  { skin: '#d49a6a', hair: 'short', hairColor: '#2b1a12', shirt: B.ink, collar: 'turtle', bg: 'bauhaus', palette: [B.paper, B.vermilion, B.cerulean, B.ochre], eyes: 'dot', beard: 'full', acc: ['beret'], accColors: { beret: B.vermilion } },
  { skin: '#5e3a26', hair: 'bun', hairColor: '#15100e', shirt: B.vermilion, collar: 'shirt', bg: 'arch', palette: ['#2a2f4f', B.plum, '#917FB3', B.ochre], eyes: 'closed', mouth: 'open', acc: ['hoops'], accColors: { earrings: B.ochre } },
  { skin: '#eab99a', hair: 'sidepart', hairColor: '#8a8f98', shirt: '#3d5a80', collar: 'shirt', collarColor: '#f4ead8', bg: 'strokes', palette: ['#f6efe4', '#98c1d9', B.ochre, '#ee6c4d'], eyes: 'almond', beard: 'stubble', acc: ['glasses'], accColors: { glasses: '#7a4a2a' }, rx: 72, jaw: 0.86 },
  { skin: '#c68642', hair: 'bob', hairColor: '#1f1b2e', shirt: B.plum, collar: 'hoodie', bg: 'blobs', palette: ['#ffe8d6', '#ffb4a2', '#b5838d', B.cerulean], eyes: 'almond', mouth: 'open', acc: ['headphones'], accColors: { headphones: B.vermilion }, smudge: B.cerulean },
];

export const students = [
  { skin: '#f6d3bd', hair: 'ponytail', hairColor: '#d9a441', shirt: B.cerulean, collar: 'crew', bg: 'circle', palette: ['#ffe8b0', B.vermilion, '#fff', B.ink], eyes: 'dot', freckles: true },
  { skin: '#b07348', hair: 'buzz', hairColor: '#1f1b2e', shirt: B.ochre, collar: 'crew', bg: 'circle', palette: ['#cfe3ea', B.cerulean, '#fff', B.ink], eyes: 'almond', mouth: 'open' },
  { skin: '#eab99a', hair: 'curly', hairColor: '#6b3e26', shirt: B.plum, collar: 'vneck', bg: 'circle', palette: ['#f3d9e4', B.sage, '#fff', B.ink], eyes: 'closed', acc: ['earrings'], accColors: { earrings: B.ochre } },
  { skin: '#5e3a26', hair: 'short', hairColor: '#15100e', shirt: B.sage, collar: 'hoodie', bg: 'circle', palette: ['#ffe2c6', B.ochre, '#fff', B.ink], eyes: 'dot', beard: 'stubble' },
  { skin: '#d49a6a', hair: 'long', hairColor: '#1f1b2e', shirt: B.vermilion, collar: 'crew', bg: 'circle', palette: ['#d9ecd9', B.plum, '#fff', B.ink], eyes: 'almond', acc: ['glasses'], accColors: { glasses: B.ink } },
  { skin: '#f1c8a4', hair: 'bun', hairColor: '#a23b2a', shirt: '#3d5a80', collar: 'turtle', bg: 'circle', palette: ['#ffd6a5', B.cerulean, '#fff', B.ink], eyes: 'almond', mouth: 'open' },
];
