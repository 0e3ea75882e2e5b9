import { CART_MAX_LINES, CART_MAX_QUANTITY, WISHLIST_MAX_ITEMS } from './constants.ts';
import type { Messages } from './messages.ts';

/** French of every message in `messages`, the same keys and placeholders (checked by messages.test.ts). */
export const messagesFr: Messages = {
  search: { required: 'La recherche est obligatoire' },
  address: {
    nameRequired: 'Le nom est obligatoire !',
    nameLetters: 'Le nom ne doit contenir que des lettres.',
    phoneRequired: 'Le numéro de téléphone est obligatoire !',
    phoneInvalid: 'Numéro de téléphone invalide',
    address1Required: "L'adresse 1 est obligatoire !",
    countryRequired: 'Le pays est obligatoire !',
    stateRequired: "L'État ou la région est obligatoire !",
    cityRequired: 'La ville est obligatoire !',
    pinRequired: 'Le code postal est obligatoire !',
    pinInvalid: 'Code postal invalide',
    pinLength: 'Le code postal doit comporter 6 chiffres',
    added: 'Adresse ajoutée avec succès.',
    edited: 'Adresse modifiée avec succès.',
  },
  login: {
    phoneInvalid: 'Numéro de téléphone invalide !',
    countryCodeRequired: "L'indicatif du pays est obligatoire !",
    emailInvalid: 'Adresse e-mail invalide !',
    success: 'Connexion réussie',
  },
  signup: {
    nameRequired: 'Le nom est obligatoire !',
    countryCodeRequired: "L'indicatif du pays est obligatoire !",
    phoneRequired: 'Le numéro de téléphone est obligatoire !',
    phoneInvalid: 'Numéro de téléphone invalide !',
    emailRequired: "L'e-mail est obligatoire !",
    success: 'Inscription réussie',
  },
  otp: {
    required: 'Le code OTP est obligatoire !',
    length: 'Veuillez saisir un code OTP valide à 6 chiffres.',
  },
  catalog: { productNotFound: 'Produit introuvable' },
  coupon: {
    expired: 'Désolé ! Ce coupon a expiré',
    minimum: "Oups ! Ce coupon est valable dès {symbol} {amount} d'achats",
    unavailable: "Oh non ! Ce coupon n'est plus disponible",
    notFound: 'Désolé ! Ce coupon est introuvable',
    percentOff: '{percent} % de remise',
    percentOffUpTo: "{percent} % de remise, jusqu'à {amount}",
    amountOff: '{amount} de remise',
  },
  cart: {
    loginRequired: 'Veuillez vous connecter pour ajouter un produit au panier.',
    outOfStock: 'Désolé, ce produit est actuellement en rupture de stock.',
    added: 'Ajouté au panier avec succès.',
    removed: '{product} a été retiré du panier avec succès.',
    empty: "Rien ici pour l'instant. Découvrez nos dernières créations et faites-les vôtres.",
    onlyLeft: 'Plus que {n} en stock',
    quantityInvalid: `La quantité doit être un nombre entier de 1 à ${CART_MAX_QUANTITY}.`,
    full: `Votre panier peut contenir jusqu'à ${CART_MAX_LINES} pièces différentes.`,
    optionUnknown: "Cette option n'est pas disponible pour ce produit.",
  },
  wishlist: {
    loginRequiredAdd: "Veuillez vous connecter pour ajouter un produit à la liste d'envies.",
    loginRequiredRemove: "Veuillez vous connecter pour retirer un produit de la liste d'envies.",
    full: `Votre liste d'envies peut contenir jusqu'à ${WISHLIST_MAX_ITEMS} pièces.`,
  },
  order: { placed: 'Commande passée avec succès.' },
  payment: { verifyFailed: 'Erreur lors de la vérification du paiement.' },
  location: {
    failed: 'Échec du chargement des données du pays : {reason}.',
    httpError: 'Erreur HTTP ! Statut : {status}',
    notArray: 'Format de réponse inattendu. Un tableau était attendu.',
  },
  auth: {
    successTitle: 'Bienvenue',
    successText: 'Un monde façonné autour de votre histoire vous attend',
    explore: 'Découvrir {brand}',
  },
  cookie: {
    text: 'Nous utilisons des cookies pour améliorer votre expérience et vous proposer un contenu personnalisé.',
  },
  http: {
    notFound: 'Introuvable',
    unauthorized: 'Non autorisé',
    badRequest: 'Requête invalide',
    internal: 'Erreur interne du serveur',
    tooMany: 'Trop de requêtes',
  },
};
