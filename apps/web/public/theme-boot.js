// Applies the theme customizer's choice to <html> before the first paint (docs/theme.md). The CSP forbids inline
// scripts, so this small file is loaded from the app's own origin, blocking, ahead of the bundle. It repeats
// readThemePreferences of packages/domain/src/theme-preferences.ts, which the web test theme-boot.test.ts holds it to.
(function () {
  var skins = ['light', 'dark', 'bordered', 'semi-dark'];
  // The menu's width needs no early start: the app's first render reads it from storage.
  var preferences = { skin: 'light', direction: 'ltr' };

  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function parse(raw) {
    try {
      return raw === null ? null : JSON.parse(raw);
    } catch {
      return null;
    }
  }

  function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  }

  function apply(skin, direction) {
    if (skins.indexOf(skin) !== -1) preferences.skin = skin;
    if (direction === 'ltr' || direction === 'rtl') preferences.direction = direction;
  }

  apply(read('skin'), read('direction'));
  var user = parse(read('user'));
  var records = parse(read('themeByAccount'));
  var own =
    isRecord(user) && typeof user.uuid === 'string' && user.uuid !== '' && isRecord(records)
      ? records[user.uuid]
      : null;
  if (isRecord(own)) apply(own.skin, own.direction);

  var scheme = preferences.skin === 'dark' ? 'dark' : 'light';
  var root = document.documentElement;
  root.setAttribute('data-skin', preferences.skin);
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.setAttribute('dir', preferences.direction);
  root.style.colorScheme = scheme;
})();
