/** A share (0 to 1) as the page's language writes a whole percentage: "82%" in English, "82 %" in Swedish. */
export function percentText(share: number, lang: string = document.documentElement.lang || 'en'): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
