#!/bin/sh
# The TLS certificate nginx serves (deploy/nginx.conf.template), made at the first start unless one is
# there already (mounted by the operator, or made by an earlier start and kept in its volume):
# a local certificate authority and a certificate it signs for PUBLIC_URL's host, localhost,
# 127.0.0.1 and the names in TLS_EXTRA_NAMES (e.g. "DNS:laptop.local,IP:192.168.1.20"). A phone on the
# same network trusts the site once it trusts ca.crt (README, "HTTPS and the local network").
# In the nginx image it runs from /docker-entrypoint.d before nginx starts.
set -eu

dir="${TLS_DIR:-/etc/nginx/certs}"
if [ -s "$dir/tls.crt" ] && [ -s "$dir/tls.key" ]; then
  exit 0
fi
mkdir -p "$dir"
cd "$dir"

host=$(printf '%s' "${PUBLIC_URL:-https://localhost}" | sed -E 's#^[A-Za-z]+://##; s#[:/].*$##; s#^\[##; s#\]$##')
case "$host" in
  *[!0-9.]*) name="DNS:$host" ;;
  *) name="IP:$host" ;;
esac
names="$name,DNS:localhost,IP:127.0.0.1${TLS_EXTRA_NAMES:+,$TLS_EXTRA_NAMES}"

if [ ! -s ca.key ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 3650 \
    -subj "/CN=Inscriptions local certificate authority" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -keyout ca.key -out ca.crt 2>/dev/null
fi
openssl req -newkey rsa:2048 -nodes -sha256 -subj "/CN=$host" -keyout tls.key -out tls.csr 2>/dev/null
printf 'subjectAltName=%s\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' \
  "$names" > tls.ext
# 825 days: the longest validity Apple's platforms accept for a server certificate.
openssl x509 -req -sha256 -days 825 -in tls.csr -CA ca.crt -CAkey ca.key -CAcreateserial -extfile tls.ext -out tls.crt 2>/dev/null
rm -f tls.csr tls.ext
chmod 600 ca.key tls.key
echo "tls-certificate: made a certificate for $names, signed by $dir/ca.crt (trust it on your devices)"
