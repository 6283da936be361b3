// What the simulated customers order: a burger-and-pizza menu with nested modifier groups, prices in euro cents.
type CatalogueOption = { id: string; title: string; price: number; groups?: readonly CatalogueGroup[] };
export type CatalogueGroup = {
  id: string;
  title: string;
  min: number;
  max: number;
  options: readonly CatalogueOption[];
};
export type CatalogueItem = {
  id: string;
  title: string;
  category: string;
  price: number;
  vatPercent: number;
  groups: readonly CatalogueGroup[];
};

const cooking: CatalogueGroup = {
  id: 'mg-cooking',
  title: 'Cuisson',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-rare', title: 'Saignant', price: 0 },
    { id: 'opt-medium', title: 'À point', price: 0 },
    { id: 'opt-well-done', title: 'Bien cuit', price: 0 },
  ],
};

const cheddarAgeing: CatalogueGroup = {
  id: 'mg-cheddar-ageing',
  title: 'Affinage du cheddar',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-cheddar-young', title: 'Cheddar doux', price: 0 },
    { id: 'opt-cheddar-12m', title: 'Cheddar affiné 12 mois', price: 60 },
  ],
};

const extras: CatalogueGroup = {
  id: 'mg-extras',
  title: 'Suppléments',
  min: 0,
  max: 2,
  options: [
    { id: 'opt-bacon', title: 'Bacon', price: 150 },
    { id: 'opt-cheddar', title: 'Cheddar', price: 100, groups: [cheddarAgeing] },
    { id: 'opt-egg', title: 'Œuf', price: 100 },
    { id: 'opt-extra-steak', title: 'Steak supplémentaire', price: 350, groups: [cooking] },
  ],
};

const sauces: CatalogueGroup = {
  id: 'mg-sauces',
  title: 'Sauces',
  min: 0,
  max: 2,
  options: [
    { id: 'opt-ketchup', title: 'Ketchup', price: 0 },
    { id: 'opt-bbq', title: 'Barbecue', price: 0 },
    { id: 'opt-truffle-mayo', title: 'Mayo truffe', price: 90 },
  ],
};

const drink: CatalogueGroup = {
  id: 'mg-menu-drink',
  title: 'Boisson du menu',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-cola', title: 'Coca-Cola 33 cl', price: 0 },
    { id: 'opt-lemonade', title: 'Limonade artisanale', price: 50 },
    { id: 'opt-water', title: 'Eau pétillante', price: 0 },
  ],
};

const side: CatalogueGroup = {
  id: 'mg-menu-side',
  title: 'Accompagnement',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-fries', title: 'Frites maison', price: 0, groups: [sauces] },
    { id: 'opt-sweet-potato', title: 'Frites de patate douce', price: 120 },
    { id: 'opt-salad', title: 'Salade verte', price: 0 },
  ],
};

const pizzaBase: CatalogueGroup = {
  id: 'mg-pizza-base',
  title: 'Base',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-tomato', title: 'Sauce tomate', price: 0 },
    { id: 'opt-cream', title: 'Crème fraîche', price: 0 },
  ],
};

const pizzaToppings: CatalogueGroup = {
  id: 'mg-pizza-toppings',
  title: 'Garnitures en plus',
  min: 0,
  max: 2,
  options: [
    { id: 'opt-mozzarella', title: 'Mozzarella di bufala', price: 250 },
    { id: 'opt-ham', title: 'Jambon blanc', price: 180 },
    { id: 'opt-mushrooms', title: 'Champignons', price: 120 },
  ],
};

export const CATALOGUE: readonly CatalogueItem[] = [
  {
    id: 'item-classic',
    title: 'Classic Burger',
    category: 'Burgers',
    price: 1150,
    vatPercent: 10,
    groups: [cooking, extras],
  },
  {
    id: 'item-bacon-cheese',
    title: 'Bacon Cheese',
    category: 'Burgers',
    price: 1290,
    vatPercent: 10,
    groups: [cooking, extras],
  },
  {
    id: 'item-menu-classic',
    title: 'Menu Classic',
    category: 'Menus',
    price: 1590,
    vatPercent: 10,
    groups: [cooking, side, drink],
  },
  { id: 'item-veggie', title: 'Veggie Burger', category: 'Burgers', price: 1190, vatPercent: 10, groups: [extras] },
  {
    id: 'item-margherita',
    title: 'Pizza Margherita',
    category: 'Pizzas',
    price: 1100,
    vatPercent: 10,
    groups: [pizzaBase, pizzaToppings],
  },
  {
    id: 'item-fries',
    title: 'Frites maison',
    category: 'Accompagnements',
    price: 390,
    vatPercent: 10,
    groups: [sauces],
  },
  { id: 'item-cola', title: 'Coca-Cola 33 cl', category: 'Boissons', price: 300, vatPercent: 5.5, groups: [] },
  { id: 'item-brownie', title: 'Brownie noix de pécan', category: 'Desserts', price: 450, vatPercent: 10, groups: [] },
];

export const FIRST_NAMES = [
  'Camille',
  'Lucas',
  'Chloé',
  'Hugo',
  'Inès',
  'Mathis',
  'Léa',
  'Nathan',
  'Manon',
  'Yanis',
  'Sarah',
  'Karim',
] as const;
export const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Moreau',
  'Laurent',
  'Garcia',
  'Roux',
  'Fournier',
  'Benali',
  'Nguyen',
] as const;
export const STREETS = [
  { street: '14 rue Saint-Maur', postcode: '75011', city: 'Paris', latitude: 48.8612, longitude: 2.3802 },
  { street: '3 avenue Parmentier', postcode: '75011', city: 'Paris', latitude: 48.8583, longitude: 2.3791 },
  { street: '27 rue de Charonne', postcode: '75011', city: 'Paris', latitude: 48.8535, longitude: 2.3771 },
  { street: '8 boulevard Voltaire', postcode: '75011', city: 'Paris', latitude: 48.865, longitude: 2.3672 },
  { street: '52 cours Lafayette', postcode: '69003', city: 'Lyon', latitude: 45.7627, longitude: 4.846 },
] as const;
export const COURIER_NAMES = ['Moussa D.', 'Julien P.', 'Aïcha B.', 'Thomas L.', 'Rafael S.', 'Fatou N.'] as const;
export const VEHICLES = ['BICYCLE', 'SCOOTER', 'CAR'] as const;
export const ORDER_NOTES = [
  'Sans oignons svp',
  'Allergie aux arachides',
  'Merci de bien fermer le sac',
  'Couverts svp',
] as const;
export const DELIVERY_NOTES = [
  'Code porte 4512B, 3e étage',
  'Sonner chez Dupont',
  'Laisser devant la porte',
  'Appeler en arrivant',
] as const;
