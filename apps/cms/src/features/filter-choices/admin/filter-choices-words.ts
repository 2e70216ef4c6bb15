// The words of a list filter's choices of codes (coded-value-filter.tsx), in the admin's two languages.

export const filterChoicesWords = {
  fr: {
    'filter-choices.placeholder': 'Choisir ou chercher',
    'filter-choices.loading': 'Lecture des valeurs…',
    'filter-choices.none': 'Aucune valeur ne contient « {search} »',
    'filter-choices.empty': 'Aucune valeur enregistrée',
    'filter-choices.failed': 'Les valeurs n’ont pas pu être lues',
  },
  en: {
    'filter-choices.placeholder': 'Choose or search',
    'filter-choices.loading': 'Reading the values…',
    'filter-choices.none': 'No value contains “{search}”',
    'filter-choices.empty': 'No value stored',
    'filter-choices.failed': 'The values could not be read',
  },
};
