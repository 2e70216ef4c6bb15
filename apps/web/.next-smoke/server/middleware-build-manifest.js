globalThis.__BUILD_MANIFEST = {
  "pages": {
    "/_app": []
  },
  "devFiles": [],
  "polyfillFiles": [
    "static/chunks/0cz1d0mv5g_q7.js"
  ],
  "lowPriorityFiles": [
    "static/QpmPuVi04kS3tqbMwQzN5/_buildManifest.js",
    "static/QpmPuVi04kS3tqbMwQzN5/_ssgManifest.js",
    "static/QpmPuVi04kS3tqbMwQzN5/_clientMiddlewareManifest.js"
  ],
  "rootMainFiles": [
    "static/chunks/2_xf99yxhp4od.js",
    "static/chunks/2fc4qn6frvxeq.js",
    "static/chunks/0oebx-isbeqo5.js",
    "static/chunks/3cu7exz-1fzxk.js",
    "static/chunks/turbopack-2u1d16houkiyo.js"
  ],
  "rootMainFilesTree": {},
  "pagesChunkGroupBootstrapParams": {
    "/_not-found/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/_global-error/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/[...rest]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/[rubrique]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/[rubrique]/[slug]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/brochure/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/bureaux/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/campus/[slug]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/candidature/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/contact/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/ecoles/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/ecoles/[slug]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/error/debug/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/faq/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/formations/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/formations/[slug]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/inscription/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/lives/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/news/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/news/[slug]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[locale]/[device]/remerciement-contact/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/2fc4qn6frvxeq.js",
        "static/chunks/0oebx-isbeqo5.js",
        "static/chunks/3cu7exz-1fzxk.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    }
  },
  "chunkLoadingGlobal": "TURBOPACK"
};
