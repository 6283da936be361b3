import { FRENCH_VAT, type Menu, type MenuItem, type MenuOption, type ModifierGroup } from './menu-types';

const cooking: ModifierGroup = {
  id: 'mg-cooking',
  title: 'Cuisson',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-rare', title: 'Saignant', price: 0, weight: 2 },
    { id: 'opt-medium', title: 'À point', price: 0, weight: 5 },
    { id: 'opt-well-done', title: 'Bien cuit', price: 0, weight: 2 },
  ],
};

const cheddarAgeing: ModifierGroup = {
  id: 'mg-cheddar-ageing',
  title: 'Affinage du cheddar',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-cheddar-young', title: 'Cheddar doux', price: 0, weight: 3 },
    { id: 'opt-cheddar-12m', title: 'Cheddar affiné 12 mois', price: 60, weight: 1 },
  ],
};

const extras: ModifierGroup = {
  id: 'mg-extras',
  title: 'Suppléments',
  min: 0,
  max: 3,
  options: [
    { id: 'opt-bacon', title: 'Bacon', price: 150 },
    { id: 'opt-cheddar', title: 'Cheddar', price: 100, groups: [cheddarAgeing] },
    { id: 'opt-onion-jam', title: 'Oignons confits', price: 80 },
    { id: 'opt-egg', title: 'Œuf', price: 100 },
    { id: 'opt-extra-steak', title: 'Steak supplémentaire', price: 350, groups: [cooking] },
  ],
};

const sauces: ModifierGroup = {
  id: 'mg-sauces',
  title: 'Sauces',
  min: 0,
  max: 2,
  maxQuantity: 3,
  options: [
    { id: 'opt-ketchup', title: 'Ketchup', price: 0 },
    { id: 'opt-mayo', title: 'Mayonnaise', price: 0 },
    { id: 'opt-bbq', title: 'Barbecue', price: 0 },
    { id: 'opt-samurai', title: 'Samouraï', price: 0 },
    { id: 'opt-truffle-mayo', title: 'Mayo truffe', price: 90 },
  ],
};

const withoutIngredient: ModifierGroup = {
  id: 'mg-without',
  title: 'Retirer',
  min: 0,
  max: 2,
  options: [
    { id: 'opt-no-onion', title: 'Sans oignons', price: 0 },
    { id: 'opt-no-pickles', title: 'Sans cornichons', price: 0 },
    { id: 'opt-no-tomato', title: 'Sans tomate', price: 0 },
  ],
};

const beefBurger = [cooking, extras, withoutIngredient];

const burgerChoice: ModifierGroup = {
  id: 'mg-burger-choice',
  title: 'Votre burger',
  min: 1,
  max: 1,
  options: [
    { id: 'item-classic', title: 'Classic Burger', price: 0, groups: beefBurger, weight: 4 },
    { id: 'item-cheese', title: 'Cheeseburger', price: 0, groups: beefBurger, weight: 4 },
    { id: 'item-bacon', title: 'Bacon Burger', price: 150, groups: beefBurger, weight: 3 },
    { id: 'item-chicken', title: 'Crispy Chicken', price: 0, groups: [extras, withoutIngredient], weight: 2 },
    { id: 'item-veggie', title: 'Veggie Burger', price: 0, groups: [withoutIngredient], weight: 1 },
  ],
};

const friesSize: ModifierGroup = {
  id: 'mg-fries-size',
  title: 'Taille',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-size-regular', title: 'Normale', price: 0, weight: 3 },
    { id: 'opt-size-large', title: 'Grande', price: 100, weight: 2, groups: [sauces] },
  ],
};

const sideChoice: ModifierGroup = {
  id: 'mg-side-choice',
  title: 'Votre accompagnement',
  min: 1,
  max: 1,
  options: [
    { id: 'item-fries', title: 'Frites maison', price: 0, groups: [friesSize], weight: 5 },
    { id: 'item-sweet-fries', title: 'Frites de patate douce', price: 100, groups: [friesSize], weight: 2 },
    { id: 'item-salad', title: 'Petite salade', price: 0, weight: 1 },
  ],
};

const ice: ModifierGroup = {
  id: 'mg-ice',
  title: 'Glaçons',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-ice', title: 'Avec glaçons', price: 0 },
    { id: 'opt-no-ice', title: 'Sans glaçons', price: 0 },
  ],
};

const drinkFormat: ModifierGroup = {
  id: 'mg-drink-format',
  title: 'Format',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-33cl', title: '33 cl', price: 0, weight: 3, groups: [ice] },
    { id: 'opt-50cl', title: '50 cl', price: 50, weight: 1, groups: [ice] },
  ],
};

const drinkChoice: ModifierGroup = {
  id: 'mg-drink-choice',
  title: 'Votre boisson',
  min: 1,
  max: 1,
  options: [
    {
      id: 'item-coke',
      title: 'Coca-Cola',
      price: 0,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      groups: [drinkFormat],
      weight: 4,
    },
    {
      id: 'item-coke-zero',
      title: 'Coca-Cola Zéro',
      price: 0,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      groups: [drinkFormat],
      weight: 3,
    },
    {
      id: 'item-ice-tea',
      title: 'Ice Tea pêche',
      price: 0,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      groups: [drinkFormat],
      weight: 2,
    },
    { id: 'item-water', title: 'Eau minérale 50 cl', price: 0, vatPurcent: FRENCH_VAT.sealedSoftDrink, weight: 2 },
  ],
};

const dessertChoice: ModifierGroup = {
  id: 'mg-dessert-choice',
  title: 'Votre dessert',
  min: 1,
  max: 1,
  options: [
    { id: 'item-brownie', title: 'Brownie', price: 0 },
    { id: 'item-cookie', title: 'Cookie', price: 0 },
    { id: 'item-sundae', title: 'Sundae caramel', price: 50 },
  ],
};

const kidsMenu: MenuOption = {
  id: 'item-kids-menu',
  title: 'Menu Junior',
  price: 0,
  groups: [
    {
      id: 'mg-kids-burger',
      title: 'Burger junior',
      min: 1,
      max: 1,
      options: [
        { id: 'item-mini-cheese', title: 'Mini cheese', price: 0, groups: [extras] },
        { id: 'item-nuggets', title: 'Nuggets x6', price: 0, groups: [sauces] },
      ],
    },
    drinkChoice,
  ],
};

const familyExtraMenu: ModifierGroup = {
  id: 'mg-family-kids',
  title: 'Menus enfants',
  min: 1,
  max: 2,
  maxQuantity: 2,
  options: [kidsMenu],
};

const burger = (
  id: string,
  title: string,
  price: number,
  groups: readonly ModifierGroup[],
  weight: number,
): MenuItem => ({
  id,
  title,
  category: 'Burgers',
  price,
  vatPurcent: FRENCH_VAT.preparedFood,
  groups,
  weight,
  maxQuantity: 2,
});

export const BURGER_MENU: Menu = {
  items: [
    {
      id: 'item-menu-classic',
      title: 'Menu Burger',
      category: 'Menus',
      price: 1390,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [burgerChoice, sideChoice, drinkChoice],
      weight: 9,
      maxQuantity: 2,
    },
    {
      id: 'item-menu-maxi',
      title: 'Menu Maxi',
      category: 'Menus',
      price: 1690,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [burgerChoice, sideChoice, drinkChoice, dessertChoice],
      weight: 5,
      maxQuantity: 2,
    },
    {
      id: 'item-menu-family',
      title: 'Menu Famille',
      category: 'Menus',
      price: 3490,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [burgerChoice, burgerChoice, familyExtraMenu, sideChoice],
      weight: 1,
      maxQuantity: 1,
    },
    burger('item-classic', 'Classic Burger', 990, beefBurger, 5),
    burger('item-cheese', 'Cheeseburger', 1090, beefBurger, 5),
    burger('item-bacon', 'Bacon Burger', 1190, beefBurger, 4),
    burger('item-chicken', 'Crispy Chicken', 1090, [extras, sauces, withoutIngredient], 3),
    burger('item-veggie', 'Veggie Burger', 1050, [withoutIngredient, sauces], 2),
    {
      id: 'item-fries',
      title: 'Frites maison',
      category: 'Accompagnements',
      price: 390,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [friesSize],
      weight: 6,
      maxQuantity: 3,
    },
    {
      id: 'item-sweet-fries',
      title: 'Frites de patate douce',
      category: 'Accompagnements',
      price: 490,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [friesSize],
      weight: 3,
      maxQuantity: 2,
    },
    {
      id: 'item-onion-rings',
      title: 'Onion rings',
      category: 'Accompagnements',
      price: 450,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [sauces],
      weight: 2,
      maxQuantity: 2,
    },
    {
      id: 'item-coke',
      title: 'Coca-Cola 33 cl',
      category: 'Boissons',
      price: 300,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      groups: [ice],
      weight: 5,
      maxQuantity: 3,
    },
    {
      id: 'item-ice-tea',
      title: 'Ice Tea pêche 33 cl',
      category: 'Boissons',
      price: 300,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      groups: [],
      weight: 2,
      maxQuantity: 3,
    },
    {
      id: 'item-beer',
      title: 'Bière IPA 33 cl',
      category: 'Boissons',
      price: 550,
      vatPurcent: FRENCH_VAT.alcohol,
      groups: [],
      weight: 2,
      maxQuantity: 3,
    },
    {
      id: 'item-water',
      title: 'Eau minérale 50 cl',
      category: 'Boissons',
      price: 250,
      vatPurcent: FRENCH_VAT.sealedSoftDrink,
      groups: [],
      weight: 2,
      maxQuantity: 3,
    },
    {
      id: 'item-brownie',
      title: 'Brownie',
      category: 'Desserts',
      price: 450,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [],
      weight: 3,
      maxQuantity: 2,
    },
    {
      id: 'item-cookie',
      title: 'Cookie',
      category: 'Desserts',
      price: 350,
      vatPurcent: FRENCH_VAT.preparedFood,
      groups: [],
      weight: 2,
      maxQuantity: 3,
    },
  ],
  allergyNotes: ['Allergie aux arachides', 'Sans gluten svp', 'Allergie au sésame', 'Intolérance au lactose'],
  lineNotes: ['Bien cuit svp', 'Sauce à part', 'Couper en deux', 'Sans sel'],
};
