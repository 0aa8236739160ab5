/**
 * Titles for a multi-step input ("Add Tenant (3/6)"). The total may change once a choice decides which steps
 * follow (e.g. the sign-in method); until then it counts the longest path.
 */
export class Steps {
  private n = 0;

  constructor(private readonly title: (n: number, total: number) => string, public total: number) {}

  next(): string {
    this.n += 1;
    return this.title(this.n, Math.max(this.total, this.n));
  }
}
