import { LineIcon } from '../../components/ui/LineIcon';

export const LayersIcon = () => (
  <LineIcon className="size-6">
    <path d="m12 3 9 5-9 5-9-5z" />
    <path d="m3 13 9 5 9-5" />
  </LineIcon>
);

export const PenIcon = () => (
  <LineIcon className="size-6">
    <path d="M12 19l7-7 3 3-7 7z" />
    <path d="M18 13l-1.5-7.5L2 2l3.5 14.5L13 18z" />
    <circle cx="11" cy="11" r="2" />
  </LineIcon>
);

export const UndoIcon = () => (
  <LineIcon className="size-6">
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </LineIcon>
);

export const DownloadIcon = () => (
  <LineIcon className="size-6">
    <path d="M12 3v12" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 21h14" />
  </LineIcon>
);

export const PlayIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </svg>
);

export const PauseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);
