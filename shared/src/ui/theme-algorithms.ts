import type { MappingAlgorithm } from 'antd/es/theme/interface';

interface ChainNode {
  next: WeakMap<MappingAlgorithm, ChainNode>;
  chained?: MappingAlgorithm;
}

const roots: ChainNode = { next: new WeakMap() };

/**
 * antd's algorithms run one after the other as ONE function, the same function for the same
 * list. Why: @ant-design/cssinjs 1.x caches a theme per algorithm list, and setting a list that
 * starts another ([dark] after [dark, shades]) drops the longer one's entry; once 25 themes are
 * cached, the eviction reads that lost entry and throws "Cannot read properties of undefined
 * (reading '1')", and the page goes blank. With single, stable functions no key starts another
 * and the same settings reuse one cached theme.
 */
export function chainAlgorithms(...list: MappingAlgorithm[]): MappingAlgorithm {
  if (list.length === 1) return list[0];
  let node = roots;
  for (const algorithm of list) {
    let child = node.next.get(algorithm);
    if (!child) {
      child = { next: new WeakMap() };
      node.next.set(algorithm, child);
    }
    node = child;
  }
  node.chained ??= (seed, derived) =>
    list.reduce<ReturnType<MappingAlgorithm> | undefined>(
      (token, algorithm) => algorithm(seed, token),
      derived,
    ) as ReturnType<MappingAlgorithm>;
  return node.chained;
}
