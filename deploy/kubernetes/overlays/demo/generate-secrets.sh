#!/bin/sh
# Writes the demo's secrets next to this file, as the KEY=value files its kustomization's
# secretGenerator reads (*.secrets.env, git-ignored: the repository holds no secret, not even a
# demo one). A file already there is kept, so running it again changes nothing; delete the files
# (and the demo's volumes, which hold the old passwords) to start over.
#   sh deploy/kubernetes/overlays/demo/generate-secrets.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
umask 077

# 24 random bytes in URL-safe base64 (no padding at that length): they go into DATABASE_URL and
# REDIS_URL as they are.
secret() { openssl rand -base64 24 | tr '+/' '-_'; }

write() {
  file="$here/$1"
  if [ -e "$file" ]; then
    echo "kept $file"
    cat > /dev/null
  else
    cat > "$file"
    echo "wrote $file"
  fi
}

# Read back from the files, so that a secret shared by two of them stays the same in both.
value() { sed -n "s/^$2=//p" "$here/$1"; }

write shared.secrets.env <<ENV
SERVICE_ACCOUNT_USERNAME=website
SERVICE_ACCOUNT_PASSWORD=$(secret)
REVALIDATE_SECRET=$(secret)
PRIVACY_ERASE_SECRET=$(secret)
PREVIEW_SECRET=$(secret)
ENV

# Strapi wants an upper-case letter, a lower-case one and a digit in the admin's password.
write cms.secrets.env <<ENV
APP_KEYS=$(secret),$(secret),$(secret),$(secret)
API_TOKEN_SALT=$(secret)
ADMIN_JWT_SECRET=$(secret)
TRANSFER_TOKEN_SALT=$(secret)
JWT_SECRET=$(secret)
ENCRYPTION_KEY=$(secret)
ADMIN_EMAIL=admin@horizon.example
ADMIN_PASSWORD=Hz1-$(secret)
ENV

postgres_password=$(secret)
write database.secrets.env <<ENV
POSTGRES_PASSWORD=$postgres_password
DATABASE_URL=postgres://horizon:$postgres_password@postgres:5432/horizon
ENV

redis_password=$(secret)
write redis.secrets.env <<ENV
REDIS_PASSWORD=$redis_password
REDIS_URL=redis://:$redis_password@redis:6379
ENV

echo "the admin: $(value cms.secrets.env ADMIN_EMAIL), its password in $here/cms.secrets.env (ADMIN_PASSWORD)"
