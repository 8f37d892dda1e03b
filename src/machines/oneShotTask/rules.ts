import { messageOf } from '../notice'
import type { ResultText } from './events'
import type { OneShotTaskId } from './tasks'

/** The text of a result toast: the server's message where the spec says so and there is one, else the text. */
export function resultMessage(text: ResultText, result: unknown): string {
  return text.serverMessage ? messageOf(result, text.text) : text.text
}

/**
 * Downloads and the beta-access application need a logged-in member; a shield downloads only when
 * the member owns it. Otherwise no call is made.
 */
export function isTaskAllowed(task: OneShotTaskId, member: { loggedIn: boolean; ownsShield?: boolean }): boolean {
  return member.loggedIn && (task !== 'shieldDownload' || member.ownsShield === true)
}
