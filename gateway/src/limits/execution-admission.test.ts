import { type AdmissionLimits, ExecutionAdmission, GatewayBusyError } from './execution-admission';

const limits: AdmissionLimits = {
  capacity: 150,
  largeFrom: 20,
  largeCapacity: 100,
  maxWaitMs: 60_000,
  maxHeapShare: 0.7,
};
const calmHeap = () => 0.4;

/** Whether `promise` has settled once pending jobs and the loop's next turn have run. */
const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('execution admission', () => {
  it('answers large operations up to their share at once, the next once room is given back', async () => {
    const admission = new ExecutionAdmission(limits, calmHeap);
    const leaveFirst = await admission.enter(60);
    const second = admission.enter(60);
    expect(await settled(second)).toBe(false);
    leaveFirst();
    leaveFirst();
    expect(await settled(second)).toBe(true);
    (await second)();
    expect(admission.units()).toBe(0);
  });

  it('keeps room for small operations beside large ones, up to the capacity', async () => {
    const admission = new ExecutionAdmission(limits, calmHeap);
    const leaveLarge = await admission.enter(100);
    const waitingLarge = admission.enter(30);
    const smalls = await Promise.all(Array.from({ length: 3 }, () => admission.enter(15)));
    expect(admission.units()).toBe(145);
    const overCapacity = admission.enter(15);
    expect(await settled(overCapacity)).toBe(false);
    smalls[0]();
    expect(await settled(overCapacity)).toBe(true);
    expect(await settled(waitingLarge)).toBe(false);
    leaveLarge();
    expect(await settled(waitingLarge)).toBe(true);
  });

  it('refuses with GATEWAY_BUSY what waited too long', async () => {
    const admission = new ExecutionAdmission({ ...limits, maxWaitMs: 20 }, calmHeap);
    await admission.enter(100);
    const refused = await admission.enter(50).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayBusyError);
    expect((refused as GatewayBusyError).extensions).toMatchObject({ code: 'GATEWAY_BUSY', http: { status: 503 } });
  });

  it('starts nothing beside what runs while the heap is past its share, and one operation alone whatever the heap', async () => {
    let heap = 0.9;
    const admission = new ExecutionAdmission(limits, () => heap);
    const leaveFirst = await admission.enter(5);
    const second = admission.enter(5);
    expect(await settled(second)).toBe(false);
    leaveFirst();
    // Nothing else runs: it starts, or the process would answer nothing while its heap stays high.
    expect(await settled(second)).toBe(true);
    const third = admission.enter(5);
    expect(await settled(third)).toBe(false);
    heap = 0.5;
    (await second)();
    expect(await settled(third)).toBe(true);
  });
});
