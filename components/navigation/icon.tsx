/** Path data (24×24 viewBox) of the menus' controls; small, since the client menus import it. */
export const controlIcons = {
  play: 'M8 5v14l11-7z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  back: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
} as const;

/** A decorative icon: the text beside it (visible or visually hidden) names the control. */
export function Icon({ path, size = 24, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size} className={className}>
      <path d={path} fill="currentColor" />
    </svg>
  );
}
