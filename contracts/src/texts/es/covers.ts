export const covers = {
  alt: (name: string) => `Portada de ${name}`,
};
