/** The three-peak mark: Lion's Head green, Lishan blue, Baguashan tea green. Decorative. */
export function LogoMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 32" width="48" height="32">
      <path d="M0 30 L12 12 L20 22 L28 8 L36 18 L40 14 L48 30 Z" fill="#fff" opacity="0.9" />
      <path d="M2 30 L13 14 L22 30 Z" fill="var(--area-51)" />
      <path d="M14 30 L28 9 L40 30 Z" fill="var(--area-52)" />
      <path d="M30 30 L39 16 L47 30 Z" fill="var(--area-53-soft)" />
    </svg>
  );
}
