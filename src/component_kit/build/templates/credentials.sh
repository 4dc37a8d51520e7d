#!/bin/sh
# Assemble netrc and git credential-store entries from build secrets, inside the build
# stage only. Written into a tmpfs mount by the dependency step, so nothing here reaches a
# layer. Usage: credentials.sh DIR HOST SECRET_FILE USERNAME [HOST SECRET_FILE USERNAME ...]
set -eu
dir=$1
shift
umask 077
: > "$dir/netrc"
: > "$dir/git-credentials"

# Percent-encode every byte: over-encoding is valid in URL userinfo and needs no table.
encode() {
    printf '%s' "$1" | od -An -tx1 -v | tr -d ' \n' | sed 's/../%&/g'
}

# netrc readers (uv's, Python's) take a backslash as an escape and a leading `"` as the
# start of a quoted word: escape both so that every byte arrives as written.
netrc_word() {
    printf '%s' "$1" | sed 's/[\\"]/\\&/g'
}

while [ "$#" -ge 3 ]; do
    # Host names are case-insensitive; netrc and git readers compare them as written.
    host=$(printf "%s" "$1" | tr "A-Z" "a-z")
    file=$2
    user=$3
    shift 3
    token=
    if [ -r "$file" ]; then
        IFS= read -r token < "$file" || true
    fi
    token=$(printf '%s' "$token" | tr -d '\r')
    if [ -z "$token" ]; then
        echo "component-kit-error[secret-missing]: the build secret for host $host ($file) is missing or empty; pass it with --secret" >&2
        exit 1
    fi
    case "$token" in
        *[[:space:]]*)
            echo "component-kit-error[secret-invalid]: the token for host $host contains whitespace, which netrc cannot carry" >&2
            exit 1
            ;;
    esac
    printf 'machine %s login %s password %s\n' "$host" "$(netrc_word "$user")" "$(netrc_word "$token")" >> "$dir/netrc"
    case "$host" in
        *:*) url_host="[$host]" ;;  # an IPv6 literal
        *) url_host=$host ;;
    esac
    printf 'https://%s:%s@%s\n' "$(encode "$user")" "$(encode "$token")" "$url_host" >> "$dir/git-credentials"
    printf 'http://%s:%s@%s\n' "$(encode "$user")" "$(encode "$token")" "$url_host" >> "$dir/git-credentials"
done

# git's credential store matches host:port exactly, so an entry for a host would not serve
# https://host:8443/, and compares host names as written. netrc ignores the port, and a
# credential is keyed by host alone: this helper drops the port from git's question, and
# lowercases the host, before asking the store. It answers `get` only, so the file stays as
# written (git would otherwise erase an entry after one refusal).
cat > "$dir/git-credential-helper" <<HELPER
#!/bin/sh
[ "\$1" = get ] || exit 0
sed '/^host=/{ s/:[0-9][0-9]*\$//; y/ABCDEFGHIJKLMNOPQRSTUVWXYZ/abcdefghijklmnopqrstuvwxyz/; }' |
    git credential-store --file='$dir/git-credentials' get
HELPER
printf '[credential]\n\thelper = !sh %s/git-credential-helper\n' "$dir" > "$dir/gitconfig"
