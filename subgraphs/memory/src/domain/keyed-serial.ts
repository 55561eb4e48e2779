/**
 * Runs tasks with the same key one after another, in this process. A Postgres lock alone keeps a
 * rule across replicas, but each waiter would hold a pooled connection while it waits: a burst of
 * writes to one store would take the whole pool from every other request.
 */
export class KeyedSerial {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
