/** The gallery viewer's behaviour (spec sections 6 and 10), in one place for the viewer and its tests. */
export const galleryViewer = {
  /** Opacity of the dark backdrop behind the photo. */
  backdropOpacity: 0.7,
  /** The controls fade out after this long without a pointer move, touch or key press. */
  idleHideMs: 4000,
  /** One double tap (or double click) zooms the photo to this scale. */
  doubleTapZoom: 1.33,
  /** The share window's size. */
  shareWindow: { width: 550, height: 420 },
} as const;

/** The features string of the share window: its size, centred on the visitor's window. */
export function shareWindowFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = galleryViewer.shareWindow;
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
