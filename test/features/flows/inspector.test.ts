import { createActor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inspector, subscribeLive, type LiveSnapshotMessage } from '../../../src/services/inspection'
import { loadCoverage } from '../../../src/features/flows/paths/coverageFigures'
import { ticketMachine } from './fixtures/ticketMachine'

const stops: (() => void)[] = []
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
})

function collect(machineId: string) {
  const messages: LiveSnapshotMessage[] = []
  stops.push(subscribeLive(machineId, (message) => messages.push(message)))
  return messages
}

describe('the live inspector', () => {
  it('posts each step of a member flow for its machine id only, as plain data', async () => {
    const ticket = collect('ticket')
    const login = collect('login')
    const actor = createActor(ticketMachine, { inspect: inspector('ticket') })
    actor.start()
    actor.send({ type: 'ticket.open' })
    stops.push(() => actor.stop())

    await expect.poll(() => ticket.map((message) => message.value)).toEqual(['idle', 'checking'])
    expect(ticket[1]).toMatchObject({
      kind: 'snapshot',
      machineId: 'ticket',
      inspectionId: 'ticket',
      eventType: 'ticket.open',
      status: 'active',
    })
    expect(ticket[0]?.sessionId).toBe(ticket[1]?.sessionId)
    expect(login).toEqual([])
  })

  it("tells two runs of one machine apart by their inspection ids, under the machine's registry id", async () => {
    const ticket = collect('ticket')
    const first = createActor(ticketMachine, { inspect: inspector('ticket:first') })
    const second = createActor(ticketMachine, { inspect: inspector('ticket:item:second') })
    first.start()
    second.start()
    second.send({ type: 'ticket.open' })
    stops.push(
      () => first.stop(),
      () => second.stop(),
    )

    // the watcher's hello may have the runs told again where they are: each step is counted once
    const seen = () =>
      [
        ...new Set(
          ticket
            .filter((message) => message.inspectionId.startsWith('ticket:'))
            .map((message) => JSON.stringify([message.machineId, message.inspectionId, message.value])),
        ),
      ].sort()
    await expect
      .poll(seen)
      .toEqual([
        '["ticket","ticket:first","idle"]',
        '["ticket","ticket:item:second","checking"]',
        '["ticket","ticket:item:second","idle"]',
      ])
  })

  it('tells a page that starts watching later where a running flow is', async () => {
    const actor = createActor(ticketMachine, { inspect: inspector('ticket') })
    actor.start()
    actor.send({ type: 'ticket.open' })
    stops.push(() => actor.stop())

    const late = collect('ticket')
    await expect.poll(() => late.at(-1)?.value).toBe('checking')
  })
})

describe('the inspector while inspection is off', () => {
  it('keeps where a run is until a flows page starts watching, which turns inspection on for later pages', async () => {
    localStorage.removeItem('koi:inspect')
    vi.resetModules()
    const fresh = await import('../../../src/services/inspection')
    const actor = createActor(ticketMachine, { inspect: fresh.inspector('ticket') })
    actor.start()
    actor.send({ type: 'ticket.open' })
    stops.push(() => actor.stop())
    expect(localStorage.getItem(fresh.INSPECT_KEY)).toBeNull()

    const messages: LiveSnapshotMessage[] = []
    stops.push(fresh.subscribeLive('ticket', (message) => messages.push(message)))
    expect(localStorage.getItem(fresh.INSPECT_KEY)).toBe('1')
    await expect.poll(() => messages.at(-1)?.value).toBe('checking')
    expect(messages[0]?.eventType).toBe('ticket.open')
  })
})

describe('coverage of the last path-test run', () => {
  const figures = {
    states: { reached: 3, total: 4, percent: 75 },
    transitions: { reached: 5, total: 8, percent: 62.5 },
    guardOutcomes: { reached: 2, total: 2, percent: 100 },
    paths: 6,
    mismatches: 0,
  }
  const respond =
    (status: number, body: unknown): typeof fetch =>
    () =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

  it('reads the figures of one machine from the summary', async () => {
    const summary = { generatedAt: '2026-11-22T00:00:00.000Z', machines: [{ id: 'ticket', title: 'T', figures }] }
    expect(await loadCoverage('ticket', respond(200, summary))).toEqual({
      kind: 'figures',
      figures,
      generatedAt: '2026-11-22T00:00:00.000Z',
    })
    expect(await loadCoverage('login', respond(200, summary))).toEqual({ kind: 'not-in-run' })
  })

  it('says there was no run when the summary is missing or unreadable', async () => {
    expect(await loadCoverage('ticket', respond(404, { message: 'Not found' }))).toEqual({ kind: 'no-run' })
    expect(await loadCoverage('ticket', respond(200, { unexpected: true }))).toEqual({ kind: 'no-run' })
  })
})
