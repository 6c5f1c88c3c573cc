// The public face of the catalogue: a category's icon in the menus.
// Other features import only these, each from its own module, not through this file (a barrel would load them all
// for every importer); web/.dependency-cruiser.cjs reads this list and refuses other imports (docs/adr/0030).
export { CategoryIcon } from './categories/CategoryIcon';
