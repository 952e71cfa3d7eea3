#!/usr/bin/env bash
# Builds earshot_VERSION_ARCH.deb from a build that links the Swift runtime statically (`make deb`
# builds it first). The package needs only Debian's own libraries: its Depends line comes from
# dpkg-shlibdeps on the real program, plus espeak-ng-data, which espeak-ng reads at run time.
#
# Usage: scripts/make-deb.sh BUILD_FOLDER [OUTPUT_FOLDER]
#   BUILD_FOLDER  the folder holding the static `earshot` and its resource bundles
#                 (.build/static/release for `make deb`)
#   OUTPUT_FOLDER where the .deb goes (default: the package's folder)
# Environment: DEB_VERSION overrides the version (default: the program's own, from --version);
# DEB_COMPRESSION is dpkg-deb's -Z (default xz; the tests use gzip, which is quicker).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?BUILD_FOLDER}
out=${2:-.}
arch=$(dpkg --print-architecture)
version=${DEB_VERSION:-$("$build/earshot" --version | head -1 | awk '{print $2}')}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/earshot"
scripts/stage.sh --system "$build" "$stage" /usr >/dev/null

install -m 0644 packaging/debian/copyright "$stage/usr/share/doc/earshot/copyright"
sed "s/^earshot ([^)]*)/earshot ($version)/" packaging/debian/changelog | gzip -9n >"$stage/usr/share/doc/earshot/changelog.gz"
chmod 0644 "$stage/usr/share/doc/earshot/changelog.gz"
# Documentation is compressed, as Debian policy asks (the README stays readable in place).
find "$stage/usr/share/doc/earshot" -maxdepth 1 -name '*.md' ! -name README.md -exec gzip -9n {} +

# The libraries the program really links, as Debian names their packages.
mkdir -p "$work/shlibs/debian"
printf 'Source: earshot\n\nPackage: earshot\nArchitecture: any\n' >"$work/shlibs/debian/control"
shlibs=$(cd "$work/shlibs" && dpkg-shlibdeps -O "-e$stage/usr/lib/earshot/earshot" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "make-deb.sh: dpkg-shlibdeps found no libraries." >&2; exit 1; }
depends="$shlibs, espeak-ng-data"

install -d -m 0755 "$stage/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
    packaging/debian/control.in >"$stage/DEBIAN/control"
install -m 0644 packaging/debian/conffiles "$stage/DEBIAN/conffiles"
install -m 0755 packaging/debian/postinst packaging/debian/postrm "$stage/DEBIAN/"
(cd "$stage" && find usr -type f -exec md5sum {} + | sort -k2) >"$stage/DEBIAN/md5sums"
chmod 0644 "$stage/DEBIAN/md5sums"

mkdir -p "$out"
deb="$out/earshot_${version}_${arch}.deb"
dpkg-deb --root-owner-group "-Z${DEB_COMPRESSION:-xz}" --build "$stage" "$deb" >/dev/null
echo "Built $deb ($(du -h "$deb" | cut -f1)): Depends: $depends"
