import type { MemberProgress, QuestStepId } from './events'

const present = (username: string | null): boolean => username !== null && username.trim() !== ''

/** Connect is done once the wallet is connected. */
export function isConnectDone(progress: MemberProgress): boolean {
  return progress.walletConnected
}

/** Sign is done once the member is logged in. */
export function isSignDone(progress: MemberProgress): boolean {
  return progress.loggedIn
}

/** Link X is done when the member is logged in and an X username is present. */
export function isLinkXDone(progress: MemberProgress): boolean {
  return progress.loggedIn && present(progress.xUsername)
}

/** Link Discord is done when the member is logged in and a Discord username is present. */
export function isLinkDiscordDone(progress: MemberProgress): boolean {
  return progress.loggedIn && present(progress.discordUsername)
}

/** Link Discord is a step only where the site configures it; it is pending until done. */
export function isDiscordPending(progress: MemberProgress, includeDiscord: boolean): boolean {
  return includeDiscord && !isLinkDiscordDone(progress)
}

/** The steps in order, each with whether it is done (Link Discord only where configured). */
export function questStepStatuses(progress: MemberProgress, includeDiscord: boolean): [QuestStepId, boolean][] {
  const steps: [QuestStepId, boolean][] = [
    ['connect', isConnectDone(progress)],
    ['sign', isSignDone(progress)],
    ['linkX', isLinkXDone(progress)],
  ]
  if (includeDiscord) steps.push(['linkDiscord', isLinkDiscordDone(progress)])
  return steps
}

/** The step to do now: the first unfinished one, or null once every step is done. */
export function currentQuestStep(progress: MemberProgress, includeDiscord: boolean): QuestStepId | null {
  return questStepStatuses(progress, includeDiscord).find(([, done]) => !done)?.[0] ?? null
}

/** Only the step to do now can be started: the steps before it are done and the ones after it wait for it. */
export function isCurrentQuestStep(step: QuestStepId, progress: MemberProgress, includeDiscord: boolean): boolean {
  return currentQuestStep(progress, includeDiscord) === step
}
