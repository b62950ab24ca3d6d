/**
 * The words the generated specs are made of: an imaginary AngularJS shop's routes, ids, models,
 * bindings and texts. Kept apart from the snippets so the snippets read as Protractor code shapes.
 */
export const routes = [
  '/',
  '/#/login',
  '/#/products',
  '/#/products/42',
  '/#/cart',
  '/#/checkout',
  '/#/account/orders',
  '/#/search?q=lamp',
  '/#/help',
  '/#/admin/users',
] as const;

export const ids = [
  'heading',
  'submit',
  'username',
  'password',
  'status',
  'total',
  'save',
  'logout',
  'search-box',
  'next-page',
] as const;
export const classNames = [
  'btn-primary',
  'alert-danger',
  'product-card',
  'nav-link',
  'badge',
  'spinner',
  'modal-title',
] as const;
export const cssSelectors = [
  '.product-card h3',
  '#cart .line-item',
  'button.add-to-cart',
  'form[name="checkout"] input',
  '.toast-message',
  'nav .active',
  'table.orders tbody tr',
  '[data-test="price"]',
] as const;
export const models = [
  'user.name',
  'user.email',
  'query',
  'address.city',
  'order.quantity',
  'filters.inStock',
  'coupon.code',
  'profile.phone',
] as const;
export const bindings = [
  'user.name',
  'cart.total',
  'product.price',
  'order.status',
  'greeting',
  'vm.message',
  'stats.count',
] as const;
export const buttonTexts = [
  'Save',
  'Add to cart',
  'Checkout',
  'Sign in',
  'Continue',
  'Apply coupon',
  'Delete',
] as const;
export const linkTexts = [
  'Products',
  'My orders',
  'Help',
  'Sign out',
  'Terms of use',
  'Next',
] as const;
export const repeaters = [
  'product in products',
  'item in cart.items',
  'order in vm.orders',
  'user in users | filter:query',
  'row in table.rows track by row.id',
] as const;
export const columns = [
  'product.name',
  'item.quantity',
  'order.total',
  'user.email',
  'row.label',
] as const;
export const optionsExpressions = [
  'c.name for c in countries',
  'size for size in sizes',
  's.label for s in shippingMethods',
] as const;
export const names = ['email', 'password', 'quantity', 'newsletter', 'comment'] as const;
export const words = [
  'Lamp',
  'Desk chair',
  'Notebook',
  'Coffee mug',
  'Headphones',
  'Backpack',
  'Monitor',
] as const;
export const titles = [
  'Shop',
  'Shop - Products',
  'Shop - Cart',
  'Sign in',
  'My account',
  'Checkout',
] as const;
export const colours = [
  'rgba(0, 123, 255, 1)',
  'rgba(220, 53, 69, 1)',
  'rgb(40, 167, 69)',
] as const;
export const scripts = [
  'window.scrollTo(0, document.body.scrollHeight);',
  'window.localStorage.clear();',
  "document.querySelector('.cookie-banner').remove();",
] as const;
export const valueScripts = [
  { script: 'return document.readyState;', value: "'complete'" },
  { script: 'return window.localStorage.length;', value: '0' },
  {
    script: "return angular.element(document.body).injector().get('$location').path();",
    value: "'/cart'",
  },
] as const;
export const keys = ['ENTER', 'TAB', 'BACK_SPACE', 'ESCAPE', 'ARROW_DOWN'] as const;
export const describeTopics = [
  'Product list',
  'Shopping cart',
  'Checkout',
  'Sign in',
  'Search',
  'Order history',
  'Account settings',
  'Admin users',
  'Help centre',
  'Navigation',
] as const;
export const itVerbs = [
  'shows',
  'updates',
  'keeps',
  'rejects',
  'accepts',
  'lists',
  'filters',
  'removes',
  'opens',
  'remembers',
] as const;
export const itObjects = [
  'the total',
  'an empty cart',
  'the selected product',
  'the error message',
  'the order status',
  'the page title',
  'the sorted results',
  'the coupon',
  'the user menu',
  'every line item',
] as const;
