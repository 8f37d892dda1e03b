/** A token's name as its metadata gives it, or `#<id>` while it has none (metadata is anyone's input on a chain). */
export function tokenName(token: { name?: string | null; tokenId: string }): string {
  const name = token.name?.trim()
  return name ? name : `#${token.tokenId}`
}
