const root = document.querySelector<HTMLElement>('#app');
if (root) root.innerHTML = '<h1>City Museum</h1>';
