# bash completion for houserules: the program itself says what may come next
# (`houserules --complete INDEX WORD...`: commands, options, games, bots, house rules);
# where nothing of its own fits, bash completes file names.
_houserules() {
  local IFS=$'\n'
  COMPREPLY=($("${COMP_WORDS[0]}" --complete "$COMP_CWORD" "${COMP_WORDS[@]}" 2>/dev/null))
}
complete -o default -F _houserules houserules
