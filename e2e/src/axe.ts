import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { source as AXE_SOURCE } from 'axe-core';
import { ARTIFACTS } from './browser';

// WCAG 2.2 AA with axe-core: its engine injected into the page (axe.source), so the e2e suite
// needs no second puppeteer (@axe-core/puppeteer brings the full puppeteer as a peer).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

export interface AxeFinding {
  page: string;
  rule: string;
  impact: Impact;
  help: string;
  targets: string[];
}

export interface AxeCounts {
  pages: number;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
}

/** Runs axe on the page as it is drawn now; answers every violation, labelled with `label`. */
export async function axeFindings(page: Page, label: string): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations: RawViolation[] = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: AxeRunner }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`.slice(0, 300)),
      count: v.nodes.length,
    }));
  }, TAGS);
  // One finding per element, so the counts are elements (as axe's own reports count them).
  return violations.flatMap((v) =>
    Array.from({ length: v.count }, (_, i) => ({
      page: label,
      rule: v.rule,
      impact: v.impact,
      help: v.help,
      targets: i === 0 ? v.targets : [],
    })),
  );
}

interface RawViolation {
  rule: string;
  impact: Impact;
  help: string;
  targets: string[];
  count: number;
}

/** The part of axe's API the page calls. */
interface AxeRunner {
  run(
    context: Document,
    options: object,
  ): Promise<{
    violations: {
      id: string;
      impact: Impact;
      help: string;
      nodes: { target: string[]; failureSummary?: string }[];
    }[];
  }>;
}

export class AxeReport {
  private readonly findings: AxeFinding[] = [];
  private pages = 0;

  constructor(private readonly name: string) {}

  async check(page: Page, label: string): Promise<AxeFinding[]> {
    const found = await axeFindings(page, label);
    this.pages += 1;
    this.findings.push(...found);
    return found;
  }

  counts(): AxeCounts {
    const count = (impact: Impact) => this.findings.filter((f) => f.impact === impact).length;
    return {
      pages: this.pages,
      critical: count('critical'),
      serious: count('serious'),
      moderate: count('moderate'),
      minor: count('minor'),
    };
  }

  /** Critical and serious findings: the ones WCAG 2.2 AA must not have. */
  blocking(): AxeFinding[] {
    return this.findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');
  }

  print(): void {
    const c = this.counts();
    console.log(
      `axe (${this.name}): ${c.pages} renderings, ${c.critical} critical, ${c.serious} serious, ` +
        `${c.moderate} moderate, ${c.minor} minor`,
    );
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(
      path.join(ARTIFACTS, `axe-${this.name}.json`),
      JSON.stringify({ counts: c, findings: this.findings.filter((f) => f.targets.length) }, null, 2),
    );
  }
}
