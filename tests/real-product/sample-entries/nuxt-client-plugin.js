// Stands in for Nuxt in the browser: Nuxt imports `defineNuxtPlugin` and `useRuntimeConfig` into
// plugins automatically and calls a client plugin with the app's `nuxtApp`. Here they are plain
// functions: the runtime config's public values point at the server under test (as
// `runtimeConfig.public` in nuxt.config.ts would), and one component below the app reads a flag
// through the Vue SDK that the plugin registered.
import {createApp, h} from 'vue';
import {useFlag} from '@unleash/proxy-client-vue';

globalThis.defineNuxtPlugin = (setup) => setup;
globalThis.useRuntimeConfig = () => ({
  public: {
    unleashUrl: `${process.env.UNLEASH_URL}/api/frontend`,
    unleashFrontendToken: process.env.UNLEASH_FRONTEND_TOKEN,
  },
});

const {default: plugin} = await import('./plugins/unleash.client.ts');

const Banner = {
  setup() {
    const showBanner = useFlag('vue-checkout-banner');
    return () => (showBanner.value ? h('aside', 'Free shipping on all orders today') : null);
  },
};
const vueApp = createApp(Banner);
plugin({vueApp});
vueApp.mount('#app');
