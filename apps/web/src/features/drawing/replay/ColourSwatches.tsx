import { nameOfColour } from '../../../sketchpad/colour-names';

/** More swatches than this read as noise; the rest are counted. */
const MAX_SWATCHES = 24;

/** The colours a drawing used, each a swatch named as a person would say it. */
export default function ColourSwatches({ colours }: { colours: readonly string[] }) {
  const shown = colours.slice(0, MAX_SWATCHES);
  const more = colours.length - shown.length;
  return (
    <ul className="flex flex-wrap items-center gap-1.5">
      {shown.map((hex) => {
        const name = `${nameOfColour(hex)}, ${hex.toUpperCase()}`;
        return (
          <li key={hex}>
            <span
              role="img"
              aria-label={name}
              title={name}
              className="border-base-content/20 block size-6 rounded-full border"
              style={{ background: hex }}
            />
          </li>
        );
      })}
      {more > 0 && <li className="text-base-content/75 text-sm">and {more} more</li>}
    </ul>
  );
}
