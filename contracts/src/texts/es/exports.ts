export const exports = {
  title: 'Exportar',
  intro: 'Descarga tus datos: la colección y la lista de deseos en el formato de Discogs, o todo en JSON.',
  collectionCsv: 'Colección (CSV)',
  wantlistCsv: 'Lista de deseos (CSV)',
  allJson: 'Todos mis datos (JSON)',
};
