// Parser core: the module and its top-level items, operations in generic form, regions and
// blocks, SSA name scopes, the dialect_resources trailer, and parse_file's memory mapping.
#include "graph/parser.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>

#include "graph/parse_internal.h"
#include "graph/verify/verify.h"
#include "linrt/error.h"

namespace linrt::graph {
namespace detail {

namespace {

const CustomOpTable& custom_ops() {
  static const CustomOpTable table = [] {
    CustomOpTable t;
    add_builtin_func_parsers(t);
    add_arith_math_parsers(t);
    add_linalg_parsers(t);
    add_tensor_parsers(t);
    add_iree_parsers(t);
    add_scf_parsers(t);
    return t;
  }();
  return table;
}

// Ops whose regions cannot see values defined outside them.
bool is_isolated_from_above(OpId id) {
  return id == OpId::FuncFunc || id == OpId::UtilFunc || id == OpId::BuiltinModule;
}

}  // namespace

Parser::Parser(std::string_view text, std::string filename, const ParseOptions& opts)
    : opts_(opts),
      lex_(text, std::make_shared<const std::string>(std::move(filename))) {}

// ----- tokens

bool Parser::consume_if(Tok k) {
  if (!tok_.is(k)) return false;
  advance();
  return true;
}

bool Parser::consume_keyword_if(std::string_view kw) {
  if (!tok_.is_keyword(kw)) return false;
  advance();
  return true;
}

Token Parser::expect(Tok k, std::string_view what) {
  if (!tok_.is(k)) {
    std::string got = tok_.is(Tok::Eof) ? "end of file" : "'" + std::string(tok_.text.substr(0, 40)) + "'";
    fail_here("expected " + std::string(what) + ", got " + got);
  }
  Token t = tok_;
  advance();
  return t;
}

Token Parser::expect_keyword(std::string_view kw) {
  if (!tok_.is_keyword(kw)) {
    std::string got = tok_.is(Tok::Eof) ? "end of file" : "'" + std::string(tok_.text.substr(0, 40)) + "'";
    fail_here("expected '" + std::string(kw) + "', got " + got);
  }
  Token t = tok_;
  advance();
  return t;
}

Token Parser::peek() {
  Lexer::State s = lex_.state();
  Token t = lex_.next();
  lex_.reset(s);
  return t;
}

Parser::Nest::Nest(Parser& p) : p_(p) {
  if (++p_.depth_ > p_.opts_.max_nesting_depth) {
    --p_.depth_;
    p_.fail_here("nesting deeper than the limit of " + std::to_string(p_.opts_.max_nesting_depth));
  }
}

// ----- module and top level

std::unique_ptr<Module> Parser::parse() {
  auto m = std::make_unique<Module>();
  m->filename = lex_.file();
  module_ = m.get();
  advance();
  push_isolated_scope();
  parse_top_level(*m);
  pop_isolated_scope();
  verify_resources();
  if (opts_.verify) verify_module(*m);
  return m;
}

void Parser::parse_top_level(Module& m) {
  bool have_module = false;
  while (!tok_.is(Tok::Eof)) {
    if (tok_.is(Tok::HashIdent) && peek().is(Tok::Equal)) {
      parse_attr_alias();
    } else if (tok_.is(Tok::BangIdent) && peek().is(Tok::Equal)) {
      parse_type_alias();
    } else if (tok_.is(Tok::MetadataBegin)) {
      parse_metadata();
    } else if (tok_.is_keyword("module") || tok_.is_keyword("builtin.module") ||
               (tok_.is(Tok::String) && tok_.text == "\"builtin.module\"")) {
      if (have_module || !m.body->ops.empty())
        fail_here("only one module per file is supported, and nothing may sit beside it");
      have_module = true;
      if (tok_.is(Tok::String)) {
        Block scratch;
        parse_operation(scratch);
        adopt_generic_module(m, *scratch.ops.back());
      } else {
        parse_custom_module(m);
      }
    } else {
      if (have_module) fail_here("operations after the module are not supported");
      parse_operation(*m.body);
    }
  }
}

void Parser::parse_custom_module(Module& m) {
  advance();  // module
  if (tok_.is(Tok::AtIdent)) {
    AttrP sym = parse_symbol_ref();
    m.sym_name = sym->str;
  }
  if (consume_keyword_if("attributes")) {
    if (!tok_.is(Tok::LBrace)) fail_here("expected '{' after 'attributes'");
    parse_attr_dict(m.attrs);
  }
  Token open = expect(Tok::LBrace, "'{' to open the module body");
  Nest nest(*this);
  while (!tok_.is(Tok::RBrace)) {
    if (tok_.is(Tok::Eof)) fail(open, "module body is not closed");
    parse_operation(*m.body);
  }
  advance();
  skip_optional_location();
}

void Parser::adopt_generic_module(Module& m, Operation& op) {
  for (auto& [k, v] : op.attrs) {
    if (k == "sym_name" && v->kind == Attribute::Kind::String) m.sym_name = v->str;
    else m.attrs.emplace_back(k, v);
  }
  if (op.regions.size() != 1 || op.regions[0]->blocks.size() > 1 || !op.operands.empty() ||
      !op.results.empty())
    lex_.fail_at(op.loc.line, op.loc.col, "builtin.module must have one region with one block");
  if (op.regions[0]->blocks.empty()) return;
  Block& b = *op.regions[0]->blocks[0];
  for (auto& child : b.ops) {
    child->parent = m.body.get();
    m.body->ops.push_back(std::move(child));
  }
}

// ----- SSA names

void Parser::push_isolated_scope() {
  scopes_.emplace_back();
  scopes_.back().region_names.emplace_back();
}

void Parser::pop_isolated_scope() { scopes_.pop_back(); }

Value* Parser::new_value(const Type& t, std::string name) {
  auto v = new Value();
  v->type = t;
  v->id = module_->num_values++;
  v->name = std::move(name);
  return v;
}

void Parser::define_value(const Token& tok, std::string key, std::vector<Value*> values) {
  Scope& s = scopes_.back();
  auto [it, inserted] = s.values.emplace(key, std::move(values));
  if (!inserted) fail(tok, "redefinition of SSA value '%" + key + "'");
  s.region_names.back().push_back(std::move(key));
}

OperandRef Parser::parse_operand_ref() {
  OperandRef r;
  r.tok = expect(Tok::PercentIdent, "SSA value");
  r.name = r.tok.text.substr(1);
  if (tok_.is(Tok::HashIdent)) {
    std::string_view num = tok_.text.substr(1);
    if (num.empty() || num.size() > 9 || num.find_first_not_of("0123456789") != std::string_view::npos)
      fail_here("expected a result number after '#'");
    r.number = unsigned(std::stoul(std::string(num)));
    advance();
  }
  return r;
}

std::vector<OperandRef> Parser::parse_operand_refs() {
  std::vector<OperandRef> out;
  if (!tok_.is(Tok::PercentIdent)) return out;
  do {
    out.push_back(parse_operand_ref());
  } while (consume_if(Tok::Comma));
  return out;
}

Value* Parser::resolve(const OperandRef& r, const Type* expected) {
  const Scope& s = scopes_.back();
  auto it = s.values.find(std::string(r.name));
  if (it == s.values.end()) fail(r.tok, "use of undefined SSA value '%" + std::string(r.name) + "'");
  if (r.number >= it->second.size())
    fail(r.tok, "'%" + std::string(r.name) + "' has only " + std::to_string(it->second.size()) +
                    " result(s), cannot use #" + std::to_string(r.number));
  Value* v = it->second[r.number];
  if (expected && !(v->type == *expected))
    fail(r.tok, "type mismatch: '" + std::string(r.tok.text) + "' has type " + v->type.str() +
                    " but the op states " + expected->str());
  return v;
}

void Parser::add_operand(OpState& st, const OperandRef& r, const Type& expected) {
  st.op.operands.push_back(resolve(r, &expected));
}

void Parser::add_operand_untyped(OpState& st, const OperandRef& r) {
  st.op.operands.push_back(resolve(r, nullptr));
}

void Parser::add_operands(OpState& st, const std::vector<OperandRef>& refs,
                          const std::vector<Type>& types, const Token& where) {
  if (refs.size() != types.size())
    fail(where, std::to_string(refs.size()) + " operand(s) but " + std::to_string(types.size()) +
                    " type(s)");
  for (size_t i = 0; i < refs.size(); ++i) add_operand(st, refs[i], types[i]);
}

// ----- operations

std::vector<Parser::ResultGroup> Parser::parse_result_groups(size_t& total) {
  std::vector<ResultGroup> groups;
  total = 0;
  if (!tok_.is(Tok::PercentIdent)) return groups;
  do {
    ResultGroup g{expect(Tok::PercentIdent, "result name"), 1};
    if (consume_if(Tok::Colon)) {
      Token n = expect(Tok::Integer, "result count");
      if (n.text.size() > 6 || n.text.starts_with("0x") || std::stoul(std::string(n.text)) == 0)
        fail(n, "invalid result count");
      g.count = unsigned(std::stoul(std::string(n.text)));
    }
    total += g.count;
    groups.push_back(g);
  } while (consume_if(Tok::Comma));
  expect(Tok::Equal, "'=' after result names");
  return groups;
}

void Parser::parse_operation(Block& block) {
  // Like MLIR, an op's location is where its text starts, at the result names if any.
  Location start = loc(tok_);
  size_t total = 0;
  std::vector<ResultGroup> groups = parse_result_groups(total);
  auto op = std::make_unique<Operation>();
  op->loc = start;
  op->parent = &block;
  OpState st{*op, tok_, {}};
  if (tok_.is(Tok::String)) parse_generic_op(st);
  else if (tok_.is(Tok::BareIdent)) parse_custom_op(st);
  else fail_here("expected an operation");
  if (total != 0 && total != st.result_types.size())
    fail(st.name_tok, "operation '" + op->name + "' defines " + std::to_string(st.result_types.size()) +
                          " result(s) but " + std::to_string(total) + " are bound");
  for (size_t i = 0; i < st.result_types.size(); ++i) {
    std::unique_ptr<Value> v(new_value(st.result_types[i], ""));
    v->def = op.get();
    v->index = unsigned(i);
    op->results.push_back(std::move(v));
  }
  bind_results(*op, groups);
  skip_optional_location();
  block.ops.push_back(std::move(op));
}

void Parser::bind_results(Operation& op, const std::vector<ResultGroup>& groups) {
  size_t next = 0;
  for (const ResultGroup& g : groups) {
    std::string key(g.tok.text.substr(1));
    std::vector<Value*> vals;
    for (unsigned i = 0; i < g.count; ++i) {
      Value* v = op.results[next++].get();
      v->name = g.count == 1 ? key : key + "#" + std::to_string(i);
      vals.push_back(v);
    }
    define_value(g.tok, std::move(key), std::move(vals));
  }
}

void Parser::parse_custom_op(OpState& st) {
  std::string_view spelled = tok_.text;
  std::string name = spelled.find('.') == std::string_view::npos
                         ? "func." + std::string(spelled)  // `return`, `call` in func bodies
                         : std::string(spelled);
  const CustomOpTable& table = custom_ops();
  auto it = table.find(name);
  if (it == table.end())
    fail_here("unknown operation '" + std::string(spelled) +
              "' in custom form; write it in generic form (\"" + name + "\"(...) : (...) -> ...)");
  st.op.name = std::move(name);
  advance();
  it->second(*this, st);
}

void Parser::parse_generic_op(OpState& st) {
  st.op.name = decode_string(lex_, tok_);
  if (st.op.name.empty()) fail_here("empty operation name");
  advance();
  expect(Tok::LParen, "'(' to open the operand list");
  std::vector<OperandRef> refs = parse_operand_refs();
  expect(Tok::RParen, "')' to close the operand list");
  if (consume_if(Tok::LSquare)) {
    do parse_successor(st.op);
    while (consume_if(Tok::Comma));
    expect(Tok::RSquare, "']' to close the successor list");
  }
  if (consume_if(Tok::Less)) {
    if (!tok_.is(Tok::LBrace)) fail_here("expected '{' to open the properties");
    parse_attr_dict(st.op.attrs);
    expect(Tok::Greater, "'>' to close the properties");
  }
  if (consume_if(Tok::LParen)) {
    bool isolated = is_isolated_from_above(st.op.id());
    do {
      st.op.regions.push_back(std::make_unique<Region>());
      if (isolated) push_isolated_scope();
      parse_region(*st.op.regions.back(), st.op, nullptr);
      if (isolated) pop_isolated_scope();
    } while (consume_if(Tok::Comma));
    expect(Tok::RParen, "')' to close the region list");
  }
  if (tok_.is(Tok::LBrace)) parse_attr_dict(st.op.attrs);
  expect(Tok::Colon, "':' and the operation's function type");
  Token type_tok = tok_;
  Type fn = parse_function_type();
  if (fn.inputs.size() != refs.size())
    fail(type_tok, "operation has " + std::to_string(refs.size()) + " operand(s) but its type lists " +
                       std::to_string(fn.inputs.size()));
  for (size_t i = 0; i < refs.size(); ++i) add_operand(st, refs[i], fn.inputs[i]);
  st.result_types = std::move(fn.results);
}

// ----- regions

void Parser::parse_successor(Operation& op) {
  if (labels_.empty()) fail_here("a branch outside any region");
  Token label = expect(Tok::CaretIdent, "a successor block label (^bb1)");
  RegionLabels& scope = labels_.back();
  auto it = scope.blocks.find(label.text);
  op.successors.push_back(it == scope.blocks.end() ? nullptr : it->second);
  if (it == scope.blocks.end()) scope.pending.push_back({&op, op.successors.size() - 1, label});
}

Block* Parser::parse_block_header(Region& r) {
  Token label = expect(Tok::CaretIdent, "block label");
  auto block = std::make_unique<Block>();
  if (!labels_.back().blocks.emplace(label.text, block.get()).second)
    fail(label, "redefinition of block '" + std::string(label.text) + "'");
  block->label = std::string(label.text.substr(1));
  block->parent = &r;
  if (consume_if(Tok::LParen) && !consume_if(Tok::RParen)) {
    do {
      Token name = expect(Tok::PercentIdent, "block argument name");
      expect(Tok::Colon, "':' after the block argument name");
      Type t = parse_type();
      skip_optional_location();
      std::unique_ptr<Value> v(new_value(t, std::string(name.text.substr(1))));
      v->block = block.get();
      v->index = unsigned(block->args.size());
      define_value(name, v->name, {v.get()});
      block->args.push_back(std::move(v));
    } while (consume_if(Tok::Comma));
    expect(Tok::RParen, "')' to close the block arguments");
  }
  expect(Tok::Colon, "':' after the block header");
  r.blocks.push_back(std::move(block));
  return r.blocks.back().get();
}

void Parser::parse_region(Region& r, Operation& parent, const std::vector<EntryArg>* entry_args) {
  Token open = expect(Tok::LBrace, "'{' to open a region");
  Nest nest(*this);
  r.parent = &parent;
  scopes_.back().region_names.emplace_back();
  Block* cur = nullptr;
  labels_.emplace_back();
  if (entry_args || !tok_.is(Tok::RBrace)) {
    if (tok_.is(Tok::CaretIdent) && !entry_args) {
      cur = parse_block_header(r);
    } else {
      auto block = std::make_unique<Block>();
      block->parent = &r;
      for (const EntryArg& a : entry_args ? *entry_args : std::vector<EntryArg>{}) {
        std::unique_ptr<Value> v(new_value(a.type, std::string(a.name.text.substr(1))));
        v->block = block.get();
        v->index = unsigned(block->args.size());
        define_value(a.name, v->name, {v.get()});
        block->args.push_back(std::move(v));
      }
      r.blocks.push_back(std::move(block));
      cur = r.blocks.back().get();
    }
  }
  while (!tok_.is(Tok::RBrace)) {
    if (tok_.is(Tok::Eof)) fail(open, "region is not closed");
    if (tok_.is(Tok::CaretIdent)) cur = parse_block_header(r);
    else parse_operation(*cur);
  }
  for (const RegionLabels::Use& use : labels_.back().pending) {
    auto it = labels_.back().blocks.find(use.label.text);
    if (it == labels_.back().blocks.end())
      fail(use.label, "reference to an undefined block '" + std::string(use.label.text) + "'");
    use.op->successors[use.index] = it->second;
  }
  labels_.pop_back();
  advance();
  Scope& s = scopes_.back();
  for (const std::string& name : s.region_names.back()) s.values.erase(name);
  s.region_names.pop_back();
}

Type Parser::parse_colon_type() {
  expect(Tok::Colon, "':' and a type");
  return parse_type();
}

void Parser::skip_optional_location() {
  if (!tok_.is_keyword("loc") || lex_.peek_char() != '(') return;
  lex_.scan_balanced('(', opts_.max_nesting_depth);
  advance();
}

// ----- dialect_resources trailer

void Parser::parse_metadata() {
  Token open = expect(Tok::MetadataBegin, "'{-#'");
  while (!consume_if(Tok::MetadataEnd)) {
    if (tok_.is(Tok::Eof)) fail(open, "'{-#' metadata block is not closed");
    Token key = expect(Tok::BareIdent, "metadata section name");
    expect(Tok::Colon, "':' after the metadata section name");
    if (key.text == "dialect_resources") parse_dialect_resources();
    else skip_metadata_value();
    if (tok_.is(Tok::Eof)) fail(open, "'{-#' metadata block is not closed");
    if (!consume_if(Tok::Comma) && !tok_.is(Tok::MetadataEnd)) fail_here("expected ',' or '#-}'");
  }
}

void Parser::skip_metadata_value() {
  if (!tok_.is(Tok::LBrace)) {
    advance();
    return;
  }
  Token open = tok_;
  size_t depth = 0;
  do {
    if (tok_.is(Tok::Eof)) fail(open, "'{' is not closed");
    if (tok_.is(Tok::LBrace)) {
      if (++depth > opts_.max_nesting_depth) fail_here("nesting deeper than the limit");
    } else if (tok_.is(Tok::RBrace)) {
      --depth;
    }
    advance();
  } while (depth > 0);
}

void Parser::parse_dialect_resources() {
  expect(Tok::LBrace, "'{' to open dialect_resources");
  while (!consume_if(Tok::RBrace)) {
    Token dialect = expect(Tok::BareIdent, "dialect name");
    expect(Tok::Colon, "':' after the dialect name");
    if (dialect.text != "builtin") {
      skip_metadata_value();
    } else {
      expect(Tok::LBrace, "'{' to open the builtin resources");
      while (!consume_if(Tok::RBrace)) {
        Token key = tok_;
        std::string name;
        if (tok_.is(Tok::String)) name = decode_string(lex_, tok_);
        else if (tok_.is(Tok::BareIdent)) name = std::string(tok_.text);
        else fail_here("expected a resource name");
        advance();
        expect(Tok::Colon, "':' after the resource name");
        if (!tok_.is(Tok::String)) fail_here("expected the resource's hex string");
        auto& slot = resources_[name];
        if (!slot) {
          slot = std::make_shared<Resource>();
          slot->name = name;
        }
        if (slot->resolved) fail(key, "resource '" + name + "' is defined twice");
        uint8_t align[4];
        slot->blob = Blob::from_vector(decode_hex(lex_, tok_, align, 4));
        slot->alignment = uint32_t(align[0]) | uint32_t(align[1]) << 8 | uint32_t(align[2]) << 16 |
                          uint32_t(align[3]) << 24;
        slot->resolved = true;
        module_->resources.push_back(slot);
        advance();
        if (!consume_if(Tok::Comma) && !tok_.is(Tok::RBrace)) fail_here("expected ',' or '}'");
      }
    }
    if (!consume_if(Tok::Comma) && !tok_.is(Tok::RBrace)) fail_here("expected ',' or '}'");
  }
}

void Parser::verify_resources() {
  for (const ResourceUse& use : resource_uses_) {
    const Resource& r = *use.res;
    if (!r.resolved)
      fail(use.tok, "dense_resource '" + r.name + "' has no entry in the dialect_resources trailer");
    auto n = use.type.num_elements();
    size_t need = size_t(*n) * dtype_size(use.type.elem);
    if (r.blob.size != need)
      fail(use.tok, "dense_resource '" + r.name + "' holds " + std::to_string(r.blob.size) +
                        " bytes but " + use.type.str() + " needs " + std::to_string(need));
  }
}

// ----- attribute constructors

AttrP make_int_attr(int64_t v, DType t) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Integer;
  a->i = v;
  a->type = Type::scalar(t);
  return a;
}

AttrP make_float_attr(double v, DType t) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Float;
  a->f = v;
  a->type = Type::scalar(t);
  return a;
}

AttrP make_string_attr(std::string s) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::String;
  a->str = std::move(s);
  return a;
}

AttrP make_unit_attr() {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Unit;
  return a;
}

AttrP make_type_attr(Type t) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::TypeAttr;
  a->type = std::move(t);
  return a;
}

AttrP make_symbol_attr(std::string name) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::SymbolRef;
  a->str = std::move(name);
  return a;
}

AttrP make_opaque_attr(std::string text) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Opaque;
  a->str = std::move(text);
  return a;
}

AttrP make_dense_array(DType elem, std::vector<int64_t> values) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::DenseArray;
  a->type = Type::scalar(elem);
  a->ints = std::move(values);
  return a;
}

AttrP make_array_attr(std::vector<AttrP> elems) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Array;
  a->elems = std::move(elems);
  return a;
}

AttrP make_dict_attr(std::vector<std::pair<std::string, AttrP>> entries) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Dict;
  a->dict = std::move(entries);
  return a;
}

}  // namespace detail

// ----- public entry points

std::unique_ptr<Module> parse_module(std::string_view text, std::string filename,
                                     const ParseOptions& opts) {
  if (text.size() > opts.max_file_bytes)
    throw Error(ErrorKind::Limit, filename,
                "input is " + std::to_string(text.size()) + " bytes, over the limit of " +
                    std::to_string(opts.max_file_bytes));
  detail::Parser p(text, std::move(filename), opts);
  return p.parse();
}

namespace {

// Owns a read-only mapping of a whole file.
class MappedFile {
 public:
  explicit MappedFile(const std::string& path, size_t max_bytes) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw Error(ErrorKind::Io, path, std::string("cannot open: ") + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
      ::close(fd);
      throw Error(ErrorKind::Io, path, "not a readable regular file");
    }
    size_ = size_t(st.st_size);
    if (size_ == 0) {
      ::close(fd);
      throw Error(ErrorKind::Io, path, "file is empty");
    }
    if (size_ > max_bytes) {
      ::close(fd);
      throw Error(ErrorKind::Limit, path,
                  "file is " + std::to_string(size_) + " bytes, over the limit of " + std::to_string(max_bytes));
    }
    void* p = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, fd, 0);
    ::close(fd);
    if (p == MAP_FAILED) throw Error(ErrorKind::Io, path, std::string("cannot map: ") + std::strerror(errno));
    data_ = static_cast<const char*>(p);
    ::madvise(p, size_, MADV_SEQUENTIAL);
  }
  ~MappedFile() { ::munmap(const_cast<char*>(data_), size_); }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  std::string_view text() const { return {data_, size_}; }

 private:
  const char* data_ = nullptr;
  size_t size_ = 0;
};

}  // namespace

std::unique_ptr<Module> parse_file(const std::string& path, const ParseOptions& opts) {
  MappedFile file(path, opts.max_file_bytes);
  return parse_module(file.text(), path, opts);
}

}  // namespace linrt::graph
