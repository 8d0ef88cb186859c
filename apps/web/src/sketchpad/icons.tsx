import type { ReactNode } from 'react';
import { LineIcon } from '../components/ui/LineIcon';

/** The sketchpad's tools are drawn smaller and a little bolder than the site's icons. */
const Icon = ({ children }: { children: ReactNode }) => (
  <LineIcon className="size-4" strokeWidth={1.9}>
    {children}
  </LineIcon>
);

export const DrawIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const EraseIcon = () => (
  <Icon>
    <path d="m7 21-4.3-4.3a1 1 0 0 1 0-1.4l10-10a1 1 0 0 1 1.4 0l5.6 5.6a1 1 0 0 1 0 1.4L11 21" />
    <path d="M22 21H7" />
    <path d="m5 11 9 9" />
  </Icon>
);

export const ShapeIcon = () => (
  <Icon>
    <rect x="3" y="3" width="10" height="10" rx="1.5" />
    <circle cx="15.5" cy="15.5" r="5.5" />
  </Icon>
);

export const FillIcon = () => (
  <Icon>
    <path d="m19 11-8-8-8.6 8.6a2 2 0 0 0 0 2.8l5.2 5.2a2 2 0 0 0 2.8 0z" />
    <path d="m5 2 5 5" />
    <path d="M2 13h15" />
    <path d="M22 20a2 2 0 1 1-4 0c0-1.6 1.7-2.4 2-4 .3 1.6 2 2.4 2 4" />
  </Icon>
);

export const EyedropperIcon = () => (
  <Icon>
    <path d="m2 22 1-1h3l9-9" />
    <path d="M3 21v-3l9-9" />
    <path d="m15 6 3.4-3.4a2.1 2.1 0 1 1 3 3L18 9l.4.4a2.1 2.1 0 1 1-3 3l-3.8-3.8a2.1 2.1 0 1 1 3-3z" />
  </Icon>
);

export const UndoIcon = () => (
  <Icon>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);

export const RedoIcon = () => (
  <Icon>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Icon>
);

export const ClearIcon = () => (
  <Icon>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M12 3v12" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 21h14" />
  </Icon>
);

export const SlidersIcon = () => (
  <Icon>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const RotateLeftIcon = () => (
  <Icon>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Icon>
);

export const RotateRightIcon = () => (
  <Icon>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </Icon>
);

export const FitIcon = () => (
  <Icon>
    <path d="M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3" />
  </Icon>
);

/** Arrows out to the corners: the board takes the whole window. */
export const FocusIcon = () => (
  <Icon>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </Icon>
);

/** A stack of sheets: the layers. */
export const LayersIcon = () => (
  <Icon>
    <path d="m12 3 9 5-9 5-9-5z" />
    <path d="m3 13 9 5 9-5" />
  </Icon>
);

/** A drop of paint: the colour. */
export const ColourIcon = () => (
  <Icon>
    <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />
  </Icon>
);

export const PanelIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M15 4v16" />
  </Icon>
);

export const KeyboardIcon = () => (
  <Icon>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
  </Icon>
);

export const SelectIcon = () => (
  <Icon>
    <path d="M4 8V5a1 1 0 0 1 1-1h3M12 4h0M16 4h3a1 1 0 0 1 1 1v3M20 12h0M20 16v3a1 1 0 0 1-1 1h-3M12 20h0M8 20H5a1 1 0 0 1-1-1v-3M4 12h0" />
  </Icon>
);

export const LassoIcon = () => (
  <Icon>
    <path d="M7.5 18.5C4.6 17.3 3 15.4 3 13c0-4.4 4-8 9-8s9 3.6 9 8-4 8-9 8c-.9 0-1.8-.1-2.6-.3" />
    <path d="M9.4 20.7c-1 .9-2.4.8-3-.2s0-2.3 1.1-2.5c1.1-.2 1.9.7 1.9 2.7 0 1-.4 2-1 2.8" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="8" y="8" width="13" height="13" rx="2" />
    <path d="M4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2" />
  </Icon>
);

export const PasteIcon = () => (
  <Icon>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
  </Icon>
);

export const FlipHorizontalIcon = () => (
  <Icon>
    <path d="M12 3v18" strokeDasharray="2 2" />
    <path d="M9 7 4 17h5zM15 7l5 10h-5z" />
  </Icon>
);

export const FlipVerticalIcon = () => (
  <Icon>
    <path d="M3 12h18" strokeDasharray="2 2" />
    <path d="M7 9 17 4v5zM7 15l10 5v-5z" />
  </Icon>
);

export const TransformIcon = () => (
  <Icon>
    <rect x="5" y="5" width="14" height="14" rx="1" />
    <path d="M3 3h4v4H3zM17 3h4v4h-4zM3 17h4v4H3zM17 17h4v4h-4z" />
  </Icon>
);

export const ImageIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </Icon>
);

export const TextIcon = () => (
  <Icon>
    <path d="M4 7V5h16v2M12 5v14M9 19h6" />
  </Icon>
);

/** Snapping to a guide: a stroke drawn along a ruler's edge towards its point. */
export const SnapIcon = () => (
  <Icon>
    <path d="M3 19 20 6" />
    <circle cx="20" cy="6" r="1.6" />
    <path d="M6 21.5 4.5 20M10 18.5 8.5 17M14 15.5 12.5 14" />
  </Icon>
);
