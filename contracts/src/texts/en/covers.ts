export const covers = {
  alt: (name: string) => `Cover of ${name}`,
};
