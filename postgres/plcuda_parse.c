/*
 * plcuda_parse.c: split a PL/CUDA body into blocks and directives.
 *
 * See plcuda_parse.h for the grammar.  The parser is line based, like the
 * seeds' directives: a directive is a whole line.
 */
#include "postgres.h"

#include <ctype.h>

#include "nodes/value.h"

#include "plcuda_parse.h"

#define PLCUDA_MAX_INCLUDE_DEPTH	16

typedef struct ParseState
{
	PlcudaCode *code;
	int			cur;			/* open block, or -1 */
	PlcudaSpliceFn splice;
	void	   *splice_arg;
	List	   *stack;			/* char *: function includes being spliced */
} ParseState;

static void parse_text(ParseState *ps, const char *body, const char *label);


char *
plcuda_safe_label(const char *name)
{
	char	   *s = pstrdup(name);
	char	   *p;

	for (p = s; *p; p++)
		if (!isalnum((unsigned char) *p) && *p != '_')
			*p = '_';
	return s;
}

static void pg_attribute_noreturn()
syntax_error(const char *label, int lineno, const char *msg, const char *arg)
{
	ereport(ERROR,
			(errcode(ERRCODE_SYNTAX_ERROR),
			 errmsg("PL/CUDA: %s%s%s", msg, arg ? ": " : "", arg ? arg : ""),
			 errdetail("%s, line %d of the function body.", label, lineno)));
}

/*
 * sql-function-name := ident { "." ident } ; ident := letters/digits/_/$
 * or a "double-quoted" identifier.  One name: no blanks, no argument list
 * (the arguments are always the PL/CUDA function's own).
 */
static void
check_function_name(const char *arg, const char *label, int lineno,
					const char *dname)
{
	const char *s = arg;

	for (;;)
	{
		if (*s == '"')
		{
			s++;
			while (*s && !(*s == '"' && s[1] != '"'))
				s += (*s == '"') ? 2 : 1;
			if (*s != '"' || s == arg + 1)
				goto bad;
			s++;
		}
		else
		{
			const char *start = s;

			while (isalnum((unsigned char) *s) || *s == '_' || *s == '$' ||
				   IS_HIGHBIT_SET(*s))
				s++;
			if (s == start || isdigit((unsigned char) *start) || *start == '$')
				goto bad;
		}
		if (*s == '\0')
			return;
		if (*s != '.')
			goto bad;
		s++;
	}
bad:
	ereport(ERROR,
			(errcode(ERRCODE_SYNTAX_ERROR),
			 errmsg("PL/CUDA: %s needs one SQL function name, not \"%s\"",
					dname, arg),
			 errdetail("%s, line %d of the function body.", label, lineno),
			 errhint("Write the name alone, optionally schema-qualified; the function takes the PL/CUDA function's own arguments.")));
}

/* argument := integer | name ; returns the parsed parameter */
static PlcudaParam
parse_param(const char *arg, const char *label, int lineno, const char *dname)
{
	PlcudaParam p = {0};
	char	   *end;

	p.given = true;
	p.lineno = lineno;
	if (*arg == '\0')
		syntax_error(label, lineno, "directive needs a constant or a function name",
					 dname);
	if (isdigit((unsigned char) *arg))
	{
		errno = 0;
		p.value = strtoll(arg, &end, 0);
		if (errno != 0 || *end != '\0' || p.value < 0)
			syntax_error(label, lineno, "invalid constant", arg);
	}
	else
	{
		check_function_name(arg, label, lineno, dname);
		p.func = pstrdup(arg);
	}
	return p;
}

static char *
parse_name(const char *arg, const char *label, int lineno, const char *dname)
{
	if (*arg == '\0')
		syntax_error(label, lineno, "directive needs a function name", dname);
	check_function_name(arg, label, lineno, dname);
	return pstrdup(arg);
}

static void
open_block(ParseState *ps, PlcudaBlock b, const char *label, int lineno)
{
	PlcudaCode *code = ps->code;

	ps->cur = b;
	code->has_block[b] = true;
	/* the next line of this body is lineno + 1 */
	appendStringInfo(&code->block[b], "#line %d \"%s\"\n", lineno + 1, label);
}

/* library names go to nvcc as -l<name>: a plain file name only */
static bool
library_name_ok(const char *s)
{
	if (*s == '\0' || *s == '-')
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char) *s) && *s != '_' && *s != '-' &&
			*s != '.' && *s != '+')
			return false;
	return true;
}

static void
do_include(ParseState *ps, const char *arg, const char *label, int lineno)
{
	PlcudaCode *code = ps->code;
	size_t		len = strlen(arg);
	ListCell   *lc;
	char	   *text;

	if (len >= 2 && ((arg[0] == '"' && arg[len - 1] == '"') ||
					 (arg[0] == '<' && arg[len - 1] == '>')))
	{
		char	   *h = pnstrdup(arg + 1, len - 2);

		if (strchr(h, '"') || strchr(h, '\n') || *h == '\0')
			syntax_error(label, lineno, "invalid header name", arg);
		code->headers = lappend(code->headers, h);
		code->kernel_mode = true;
		return;
	}
	if (ps->cur < 0)
		syntax_error(label, lineno, "#plcuda_include of a function outside of a code block", arg);
	check_function_name(arg, label, lineno, "#plcuda_include");
	if (!list_member(code->include_funcs, makeString((char *) arg)))
	{
		code->include_funcs = lappend(code->include_funcs,
									  makeString(pstrdup(arg)));
		code->include_lines = lappend_int(code->include_lines, lineno);
	}
	if (ps->splice == NULL)
	{
		code->needs_call_time = true;
		appendStringInfo(&code->block[ps->cur],
						 "/* #plcuda_include %s: spliced at call time */\n", arg);
		return;
	}
	foreach(lc, ps->stack)
	{
		if (strcmp((char *) lfirst(lc), arg) == 0)
			syntax_error(label, lineno, "#plcuda_include recursion", arg);
	}
	if (list_length(ps->stack) >= PLCUDA_MAX_INCLUDE_DEPTH)
		syntax_error(label, lineno, "#plcuda_include nested too deeply", arg);

	text = ps->splice(arg, lineno, ps->stack != NIL, ps->splice_arg);
	ps->stack = lappend(ps->stack, pstrdup(arg));
	{
		int			b = ps->cur;
		char	   *sublabel = plcuda_safe_label(arg);

		/* the spliced text continues the open block; it may not end it */
		appendStringInfo(&code->block[b], "#line 1 \"%s\"\n", sublabel);
		parse_text(ps, text, sublabel);
		if (ps->cur != b)
			syntax_error(sublabel, 1, "text spliced by #plcuda_include may not open or close blocks", arg);
		appendStringInfo(&code->block[b], "#line %d \"%s\"\n", lineno + 1, label);
	}
	ps->stack = list_delete_last(ps->stack);
}

static void
do_directive(ParseState *ps, const char *word, const char *arg,
			 const char *label, int lineno, const char *line)
{
	PlcudaCode *code = ps->code;
	int			kp = -1;

	if (strcmp(word, "decl") == 0)
		open_block(ps, PLCUDA_BLOCK_DECL, label, lineno);
	else if (strcmp(word, "prep") == 0)
	{
		code->kernel_mode = true;
		open_block(ps, PLCUDA_BLOCK_PREP, label, lineno);
	}
	else if (strcmp(word, "begin") == 0)
		open_block(ps, PLCUDA_BLOCK_MAIN, label, lineno);
	else if (strcmp(word, "post") == 0)
	{
		code->kernel_mode = true;
		open_block(ps, PLCUDA_BLOCK_POST, label, lineno);
	}
	else if (strcmp(word, "end") == 0)
	{
		if (ps->cur < 0)
			syntax_error(label, lineno, "#plcuda_end without an open block", NULL);
		ps->cur = -1;
	}
	else if (strcmp(word, "include") == 0)
		do_include(ps, arg, label, lineno);
	else if (strcmp(word, "library") == 0)
	{
		if (!library_name_ok(arg))
			syntax_error(label, lineno, "invalid library name", arg);
		code->libraries = list_append_unique(code->libraries,
											 makeString(pstrdup(arg)));
	}
	else if (strcmp(word, "sanity_check") == 0)
	{
		code->sanity_check = parse_name(arg, label, lineno, "#plcuda_sanity_check");
		code->sanity_check_line = lineno;
	}
	else if (strcmp(word, "cpu_fallback") == 0)
	{
		code->cpu_fallback = parse_name(arg, label, lineno, "#plcuda_cpu_fallback");
		code->cpu_fallback_line = lineno;
	}
	else if (strcmp(word, "results_bufsz") == 0)
	{
		code->kernel_mode = true;
		code->results_bufsz = parse_param(arg, label, lineno, "#plcuda_results_bufsz");
	}
	else if (strcmp(word, "working_bufsz") == 0)
	{
		code->kernel_mode = true;
		code->working_bufsz = parse_param(arg, label, lineno, "#plcuda_working_bufsz");
	}
	else if (strcmp(word, "num_threads") == 0)
		kp = PLCUDA_P_NUM_THREADS;
	else if (strcmp(word, "shmem_unitsz") == 0)
		kp = PLCUDA_P_SHMEM_UNITSZ;
	else if (strcmp(word, "shmem_blocksz") == 0)
		kp = PLCUDA_P_SHMEM_BLOCKSZ;
	else if (strcmp(word, "kernel_blocksz") == 0)
		kp = PLCUDA_P_KERNEL_BLOCKSZ;
	else if (strcmp(word, "kernel_maxthreads") == 0)
	{
		if (ps->cur < 0 || ps->cur == PLCUDA_BLOCK_DECL)
			syntax_error(label, lineno, "#plcuda_kernel_maxthreads belongs inside #plcuda_prep, #plcuda_begin or #plcuda_post", NULL);
		code->kernel_mode = true;
		code->kernel_maxthreads[ps->cur] = true;
	}
	else
		syntax_error(label, lineno, "unknown directive", line);

	if (kp >= 0)
	{
		/* seed 000: these apply to the kernel of the block they sit in */
		if (ps->cur < 0 || ps->cur == PLCUDA_BLOCK_DECL)
			syntax_error(label, lineno, "kernel launch directive belongs inside #plcuda_prep, #plcuda_begin or #plcuda_post", word);
		code->kernel_mode = true;
		code->kparam[ps->cur][kp] = parse_param(arg, label, lineno,
												 psprintf("#plcuda_%s", word));
	}
}

/* strip leading/trailing blanks and a trailing // comment, in place */
static char *
trim(char *s)
{
	char	   *e;

	while (*s == ' ' || *s == '\t')
		s++;
	if ((e = strstr(s, "//")) != NULL && *s != '"')
		*e = '\0';
	e = s + strlen(s);
	while (e > s && isspace((unsigned char) e[-1]))
		*--e = '\0';
	return s;
}

static void
parse_text(ParseState *ps, const char *body, const char *label)
{
	PlcudaCode *code = ps->code;
	const char *p = body;
	int			lineno = 0;

	while (*p)
	{
		const char *nl = strchr(p, '\n');
		size_t		len = nl ? (size_t) (nl - p) : strlen(p);
		char	   *line = pnstrdup(p, len);
		char	   *s = line;

		lineno++;
		p += len + (nl ? 1 : 0);
		if (len > 0 && line[len - 1] == '\r')
			line[len - 1] = '\0';
		while (*s == ' ' || *s == '\t')
			s++;
		if (strncmp(s, "#plcuda_", 8) == 0)
		{
			char	   *w = s + 8;
			char	   *a = w;
			char	   *word;

			while (*a && (isalnum((unsigned char) *a) || *a == '_'))
				a++;
			word = pnstrdup(w, a - w);
			if (*a != '\0' && *a != ' ' && *a != '\t')
				syntax_error(label, lineno, "malformed directive", s);
			do_directive(ps, word, trim(a), label, lineno, s);
			/* keep the numbering of the block that is (still) open */
			if (ps->cur >= 0 && strcmp(word, "decl") != 0 &&
				strcmp(word, "prep") != 0 && strcmp(word, "begin") != 0 &&
				strcmp(word, "post") != 0 && strcmp(word, "include") != 0)
				appendStringInfoChar(&code->block[ps->cur], '\n');
			continue;
		}
		if (ps->cur < 0)
		{
			if (*s != '\0')
				syntax_error(label, lineno, "code outside of a #plcuda_ block", NULL);
			continue;
		}
		appendStringInfoString(&code->block[ps->cur], line);
		appendStringInfoChar(&code->block[ps->cur], '\n');
	}
}

PlcudaCode *
plcuda_parse(const char *body, const char *label,
			 PlcudaSpliceFn splice, void *splice_arg)
{
	ParseState	ps;
	PlcudaCode *code = palloc0(sizeof(PlcudaCode));
	char	   *safe = plcuda_safe_label(label);
	int			b;

	for (b = 0; b < PLCUDA_NUM_BLOCKS; b++)
		initStringInfo(&code->block[b]);
	ps.code = code;
	ps.cur = -1;
	ps.splice = splice;
	ps.splice_arg = splice_arg;
	ps.stack = NIL;
	parse_text(&ps, body, safe);

	if (!code->has_block[PLCUDA_BLOCK_MAIN])
		ereport(ERROR,
				(errcode(ERRCODE_SYNTAX_ERROR),
				 errmsg("PL/CUDA: function body has no #plcuda_begin block"),
				 errhint("Put the entry point's code between #plcuda_begin and #plcuda_end.")));
	return code;
}
