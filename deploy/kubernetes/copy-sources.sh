#!/bin/sh
# Copies into this folder the files that live elsewhere in the repository, since kustomize reads no
# file outside a kustomization's folder: Varnish's configuration and the site's pages for when it is
# away (deploy/varnish/), the alert rules as a PrometheusRule (deploy/prometheus/alerts.yml) and the
# Grafana dashboard (deploy/grafana/horizon.json). apps/web/tests/unit/deployment/kubernetes.test.ts
# fails when a copy differs from its source. Run from anywhere: sh deploy/kubernetes/copy-sources.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
deploy=$(dirname "$here")

cp "$deploy/varnish/site.vcl" "$here/base/varnish/site.vcl"
for page in fr.html en.html fr.txt en.txt; do
  cp "$deploy/varnish/unavailable/$page" "$here/base/varnish/unavailable/$page"
done
cp "$deploy/grafana/horizon.json" "$here/components/prometheus-operator/grafana/horizon.json"

# The rule file's groups, as they are, under a PrometheusRule's spec (its lines indented by two).
{
  cat <<'HEADER'
# Written by deploy/kubernetes/copy-sources.sh from deploy/prometheus/alerts.yml: edit that file,
# then run the script. The same groups as Prometheus's own rule file, for the Prometheus Operator.
apiVersion: monitoring.coreos.com/v1
kind: PrometheusRule
metadata:
  name: horizon
  labels:
    app.kubernetes.io/name: horizon
spec:
HEADER
  sed 's/^\(.\)/  \1/' "$deploy/prometheus/alerts.yml"
} > "$here/components/prometheus-operator/prometheus-rule.yaml"
