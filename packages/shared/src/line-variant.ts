import { lineColor } from './cart';

/** What is wrong with one line, as the server answers it: the field, and what to do. */
export interface LineProblem {
  path: string;
  message: string;
}

/**
 * The colour line `index` of a bag or a checkout is for (a product's only colour is taken for
 * it), and what is wrong with it: no colour chosen of several, or a colour or size the product
 * is not offered in. The bag and the checkout refuse the same lines with the same words.
 */
export function checkLineVariant(
  product: { name: string; colors: readonly string[]; sizes: readonly string[] },
  line: { color: string; size: string },
  index: number,
): { color: string; problems: LineProblem[] } {
  const path = `products.${index}`;
  const problems: LineProblem[] = [];
  const color = lineColor(line.color, product.colors);
  if (!color && product.colors.length > 1)
    problems.push({
      path: `${path}.color`,
      message: `Line ${index + 1}: choose a colour of ${product.name} (${product.colors.join(', ')})`,
    });
  else if (!product.colors.includes(color))
    problems.push({ path: `${path}.color`, message: `Line ${index + 1}: ${product.name} is not offered in ${color}` });
  if (!product.sizes.includes(line.size))
    problems.push({ path: `${path}.size`, message: `Line ${index + 1}: ${product.name} is not offered in size ${line.size}` });
  return { color, problems };
}
