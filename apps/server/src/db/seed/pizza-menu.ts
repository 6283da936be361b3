import { FRENCH_VAT, type Menu, type MenuItem, type ModifierGroup } from './menu-types';

const crust: ModifierGroup = {
  id: 'mg-crust',
  title: 'Bords',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-crust-plain', title: 'Nature', price: 0, weight: 4 },
    { id: 'opt-crust-cheese', title: 'Farcis au fromage', price: 150, weight: 1 },
  ],
};

const dough: ModifierGroup = {
  id: 'mg-dough',
  title: 'Pâte',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-dough-classic', title: 'Classique', price: 0, weight: 5, groups: [crust] },
    { id: 'opt-dough-thin', title: 'Fine', price: 0, weight: 2 },
    { id: 'opt-dough-pan', title: 'Pan', price: 100, weight: 1, groups: [crust] },
  ],
};

const size: ModifierGroup = {
  id: 'mg-pizza-size',
  title: 'Taille',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-size-m', title: 'Moyenne (29 cm)', price: 0, weight: 4, groups: [dough] },
    { id: 'opt-size-l', title: 'Grande (33 cm)', price: 300, weight: 3, groups: [dough] },
    { id: 'opt-size-xl', title: 'XL (40 cm)', price: 600, weight: 1, groups: [dough] },
  ],
};

const toppings: ModifierGroup = {
  id: 'mg-toppings',
  title: 'Suppléments',
  min: 0,
  max: 3,
  maxQuantity: 2,
  options: [
    { id: 'opt-mozzarella', title: 'Mozzarella', price: 150 },
    { id: 'opt-ham', title: 'Jambon', price: 200 },
    { id: 'opt-mushrooms', title: 'Champignons', price: 100 },
    { id: 'opt-egg', title: 'Œuf', price: 100 },
    { id: 'opt-chorizo', title: 'Chorizo', price: 200 },
    { id: 'opt-burrata', title: 'Burrata', price: 350 },
  ],
};

const dips: ModifierGroup = {
  id: 'mg-dips',
  title: 'Sauces',
  min: 0,
  max: 2,
  maxQuantity: 2,
  options: [
    { id: 'opt-chili-oil', title: 'Huile pimentée', price: 0 },
    { id: 'opt-garlic', title: 'Sauce ail', price: 50 },
    { id: 'opt-pesto', title: 'Pesto', price: 80 },
  ],
};

const pizzaGroups = [size, toppings, dips];

const pizzaChoice: ModifierGroup = {
  id: 'mg-pizza-choice',
  title: 'Votre pizza',
  min: 1,
  max: 1,
  options: [
    { id: 'item-margherita', title: 'Margherita', price: 0, groups: pizzaGroups, weight: 4 },
    { id: 'item-regina', title: 'Regina', price: 100, groups: pizzaGroups, weight: 3 },
    { id: 'item-4-cheese', title: '4 Fromages', price: 200, groups: pizzaGroups, weight: 3 },
    { id: 'item-diavola', title: 'Diavola', price: 200, groups: pizzaGroups, weight: 2 },
  ],
};

const drinkChoice: ModifierGroup = {
  id: 'mg-drink-choice',
  title: 'Votre boisson',
  min: 1,
  max: 1,
  options: [
    { id: 'item-coke', title: 'Coca-Cola 33 cl', price: 0, vatPurcent: FRENCH_VAT.sealedSoftDrink, weight: 4 },
    {
      id: 'item-san-pellegrino',
      title: 'San Pellegrino 50 cl',
      price: 50,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      weight: 2,
    },
    { id: 'item-lemon-soda', title: 'Limonade citron', price: 0, vatPurcent: FRENCH_VAT.sealedSoftDrink, weight: 2 },
  ],
};

const pizza = (id: string, title: string, price: number, weight: number): MenuItem => ({
  id,
  title,
  category: 'Pizzas',
  price,
  vatPurcent: FRENCH_VAT.preparedFood,
  groups: pizzaGroups,
  weight,
  maxQuantity: 2,
});

export const PIZZA_MENU: Menu = {
  items: [
    pizza('item-margherita', 'Margherita', 1090, 6),
    pizza('item-regina', 'Regina', 1290, 5),
    pizza('item-4-cheese', '4 Fromages', 1390, 4),
    pizza('item-diavola', 'Diavola', 1390, 3),
    pizza('item-truffle', 'Tartufo', 1690, 2),
    pizza('item-calzone', 'Calzone', 1350, 2),
    {
      id: 'item-menu-pizza',
      title: 'Menu Pizza',
      category: 'Menus',
      price: 1490,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [pizzaChoice, drinkChoice],
      weight: 6,
      maxQuantity: 2,
    },
    {
      id: 'item-menu-duo',
      title: 'Menu Duo',
      category: 'Menus',
      price: 2890,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [pizzaChoice, pizzaChoice, drinkChoice, drinkChoice],
      weight: 2,
      maxQuantity: 1,
    },
    {
      id: 'item-garlic-bread',
      title: "Pain à l'ail",
      category: 'Entrées',
      price: 450,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [dips],
      weight: 3,
      maxQuantity: 2,
    },
    {
      id: 'item-burrata-salad',
      title: 'Salade burrata',
      category: 'Entrées',
      price: 890,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [],
      weight: 2,
      maxQuantity: 1,
    },
    {
      id: 'item-coke',
      title: 'Coca-Cola 33 cl',
      category: 'Boissons',
      price: 300,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      groups: [],
      weight: 5,
      maxQuantity: 3,
    },
    {
      id: 'item-san-pellegrino',
      title: 'San Pellegrino 50 cl',
      category: 'Boissons',
      price: 350,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      groups: [],
      weight: 2,
      maxQuantity: 2,
    },
    {
      id: 'item-peroni',
      title: 'Peroni 33 cl',
      category: 'Boissons',
      price: 450,
      vatPurcent: FRENCH_VAT.alcohol,
      groups: [],
      weight: 2,
      maxQuantity: 3,
    },
    {
      id: 'item-tiramisu',
      title: 'Tiramisu',
      category: 'Desserts',
      price: 550,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [],
      weight: 3,
      maxQuantity: 2,
    },
    {
      id: 'item-panna-cotta',
      title: 'Panna cotta',
      category: 'Desserts',
      price: 450,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [],
      weight: 2,
      maxQuantity: 2,
    },
  ],
  allergyNotes: ['Sans gluten svp', 'Allergie aux fruits à coque', 'Pas de porc'],
  lineNotes: ['Bien cuite svp', 'Coupée en 8', 'Peu de sauce tomate'],
};
