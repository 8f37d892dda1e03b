import { EnvError } from './env'

/**
 * What the deployment entry needs beyond what the demo defaults: values whose demo defaults are
 * public. The demo start (`npm start`) and the test stacks do not go through here.
 */
export function assertRealStartSettings(source: Record<string, string | undefined> = process.env): void {
  const problems: string[] = []
  if (!source.SECURITY_ANSWER?.trim())
    problems.push("SECURITY_ANSWER: must be set on a real start (the demo's answer is public)")
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.map((line) => `  ${line}`).join('\n')}`)
}
