import { forbidden } from '../../http/errors'
import { route } from '../../http/route'
import { arenaDevBuildPage } from './arenaDevBuild'
import { giveGatePass, hasGatePass, matchesSecurityAnswer, takeGatePass } from './gatePass'

/** The security-question gate: the server holds the answer and checks it; the page never sees it. */
export const gateRoutes = [
  route('getSecurityGate', ({ c, deps }) => ({ open: hasGatePass(c, deps.env.securityAnswer) })),
  route('answerSecurityGate', ({ body, c, deps }) => {
    const open = matchesSecurityAnswer(body.answer, deps.env.securityAnswer)
    if (open) giveGatePass(c, deps.env)
    else takeGatePass(c)
    return { open }
  }),
  route('getArenaDevBuild', ({ c, deps }) => {
    if (!hasGatePass(c, deps.env.securityAnswer)) throw forbidden('answer the security question first')
    return arenaDevBuildPage(deps.env)
  }),
]
