import type { QuestStepId } from './events'

export const questStepsMessages = {
  footer: 'Join Our Community!',
  congratulation: (product: string) => `Play to Earn, Play to Win with ${product}`,
}

export const questStepLabels: Record<QuestStepId, { content: string; action: string }> = {
  connect: { content: 'Connect your wallet', action: 'Connect' },
  sign: { content: 'Sign the message to log in', action: 'Sign' },
  linkX: { content: 'Link your X account', action: 'Link X' },
  linkDiscord: { content: 'Link your Discord account', action: 'Link Discord' },
}
