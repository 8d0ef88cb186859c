import { LineIcon } from '../../components/ui/LineIcon';

type IconProps = { className?: string };

export const HeartIcon = ({ className, filled }: IconProps & { filled?: boolean }) => (
  <LineIcon className={className}>
    <path
      fill={filled ? 'currentColor' : 'none'}
      d="M12 20.5s-7.5-4.4-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.9-7.5 10.3-7.5 10.3Z"
    />
  </LineIcon>
);

export const CommentIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4.5 5.5h15v10h-8.5l-4.5 3.5v-3.5h-2z" />
  </LineIcon>
);

export const ShareIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </LineIcon>
);

export const TrashIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
  </LineIcon>
);

export const ImageIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m20.5 16-5-5-8.5 8.5" />
  </LineIcon>
);

export const PencilIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M15.5 5.5 18.5 8.5M4.5 19.5l1-4 10.5-10.5 3 3-10.5 10.5z" />
  </LineIcon>
);

export const BriefcaseIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <rect x="3.5" y="7.5" width="17" height="12" rx="2" />
    <path d="M9 7.5V5.5h6v2M3.5 12.5h17" />
  </LineIcon>
);

export const PaletteIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.9 1.4-2-.5-1.3.3-2.5 1.7-2.5h1.9a3.5 3.5 0 0 0 3.5-3.5c0-5-3.8-9-8.5-9Z" />
    <circle cx="7.8" cy="11" r="1" />
    <circle cx="10.5" cy="7.5" r="1" />
    <circle cx="15" cy="8" r="1" />
  </LineIcon>
);

export const SchoolIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="m12 4.5 9 4.5-9 4.5-9-4.5zM6.5 11v4.5c1.5 1.5 3.5 2.2 5.5 2.2s4-.7 5.5-2.2V11M21 9v5" />
  </LineIcon>
);

export const HomeIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 11 12 4.5l8 6.5M6 9.5v10h12v-10M10 19.5v-5h4v5" />
  </LineIcon>
);

export const PinIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 20.5s6.5-5.6 6.5-11a6.5 6.5 0 0 0-13 0c0 5.4 6.5 11 6.5 11Z" />
    <circle cx="12" cy="9.5" r="2.3" />
  </LineIcon>
);

export const PeopleIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19c.6-3 2.8-4.8 5.5-4.8s4.9 1.8 5.5 4.8M15.5 5.8a3 3 0 0 1 0 5.4M17.5 14.5c1.6.6 2.7 2.2 3 4.5" />
  </LineIcon>
);

export const QuoteIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M9.5 7.5c-2.5.8-4 2.8-4 5.5v3.5h4v-4h-2M18.5 7.5c-2.5.8-4 2.8-4 5.5v3.5h4v-4h-2" />
  </LineIcon>
);
