/** Cards are at least this wide; the grid fits as many columns as the width allows. */
export const MIN_CARD_WIDTH = 170
export const GRID_GAP = 16
/** Card pictures are 5:7 portraits (Battlecards are 240 × 336). */
export const CARD_IMAGE_RATIO = 7 / 5
/** Name, price and likes under the picture. */
export const CARD_TEXT_HEIGHT = 62

export interface GridLayout {
  columns: number
  cardWidth: number
  rowHeight: number
}

/** Columns and row height for a grid `width` pixels wide; every row has the same height. */
export function gridLayout(width: number): GridLayout {
  const usable = Math.max(width, MIN_CARD_WIDTH)
  const columns = Math.max(1, Math.floor((usable + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP)))
  const cardWidth = Math.floor((usable - GRID_GAP * (columns - 1)) / columns)
  return { columns, cardWidth, rowHeight: Math.round(cardWidth * CARD_IMAGE_RATIO) + CARD_TEXT_HEIGHT + GRID_GAP }
}
