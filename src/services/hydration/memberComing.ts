/**
 * A page drawn for a request that carried a session, before anyone knows whose: the server draws
 * the member's own parts as room kept for them (the session `loading`), and marks the page's root
 * so the browser takes the page over from that same state, its parts then filled in by the
 * member's session. A page drawn for a visitor has no mark: its prompts are the visitor's.
 */
export const MEMBER_COMING_ATTRIBUTE = 'data-member-parts'

/** The root element's opening tag on a page drawn with a member's parts coming. */
export const MEMBER_COMING_ROOT = `<div id="root" ${MEMBER_COMING_ATTRIBUTE}="coming">`

/** Whether the page in `root` was drawn with a member's parts coming. */
export const drawnWithMemberComing = (root: Element): boolean => root.getAttribute(MEMBER_COMING_ATTRIBUTE) === 'coming'
