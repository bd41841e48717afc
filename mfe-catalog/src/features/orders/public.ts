// What other features of the catalog may use of `orders` (the only file they may import from it).
export { idrAmount, type Product } from './products';
