/**
 * Ring sizes by inside diameter (US size = (diameter − 11.63) / 0.8128), with the matching
 * circumference, UK letter, Indian number and EU/FR size (the circumference in millimetres).
 */
export const RING_SIZES = [
  { us: '3', uk: 'F', india: '4', eu: '44', diameter: 14.1, circumference: 44.2 },
  { us: '3½', uk: 'G', india: '5', eu: '45½', diameter: 14.5, circumference: 45.5 },
  { us: '4', uk: 'H', india: '7', eu: '47', diameter: 14.9, circumference: 46.8 },
  { us: '4½', uk: 'I', india: '8', eu: '48', diameter: 15.3, circumference: 48.0 },
  { us: '5', uk: 'J½', india: '9', eu: '49', diameter: 15.7, circumference: 49.3 },
  { us: '5½', uk: 'K½', india: '11', eu: '50½', diameter: 16.1, circumference: 50.6 },
  { us: '6', uk: 'L½', india: '12', eu: '52', diameter: 16.5, circumference: 51.9 },
  { us: '6½', uk: 'M½', india: '13', eu: '53', diameter: 16.9, circumference: 53.1 },
  { us: '7', uk: 'N½', india: '14', eu: '54½', diameter: 17.3, circumference: 54.4 },
  { us: '7½', uk: 'O½', india: '15', eu: '55½', diameter: 17.7, circumference: 55.7 },
  { us: '8', uk: 'P½', india: '16', eu: '57', diameter: 18.1, circumference: 57.0 },
  { us: '8½', uk: 'Q½', india: '18', eu: '58½', diameter: 18.5, circumference: 58.3 },
  { us: '9', uk: 'R½', india: '19', eu: '59½', diameter: 18.9, circumference: 59.5 },
  { us: '9½', uk: 'S½', india: '20', eu: '61', diameter: 19.4, circumference: 60.8 },
  { us: '10', uk: 'T½', india: '22', eu: '62', diameter: 19.8, circumference: 62.1 },
  { us: '10½', uk: 'U½', india: '23', eu: '63½', diameter: 20.2, circumference: 63.4 },
  { us: '11', uk: 'V½', india: '24', eu: '64½', diameter: 20.6, circumference: 64.6 },
  { us: '12', uk: 'Y', india: '27', eu: '67', diameter: 21.4, circumference: 67.2 },
] as const;

/** Bangle sizes by inside diameter; the Indian size is inches and sixteenths (2.6 = 2 6/16″). */
export const BANGLE_SIZES = [
  { india: '2.2', label: 'XS', inches: '2⅛', diameter: 54.0, circumference: 169.6 },
  { india: '2.4', label: 'S', inches: '2¼', diameter: 57.2, circumference: 179.6 },
  { india: '2.6', label: 'M', inches: '2⅜', diameter: 60.3, circumference: 189.5 },
  { india: '2.8', label: 'L', inches: '2½', diameter: 63.5, circumference: 199.5 },
  { india: '2.10', label: 'XL', inches: '2⅝', diameter: 66.7, circumference: 209.4 },
  { india: '2.12', label: 'XXL', inches: '2¾', diameter: 69.9, circumference: 219.5 },
] as const;
